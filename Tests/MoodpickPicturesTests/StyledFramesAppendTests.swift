import MoodpickCore
import Testing

@testable import MoodpickPictures

/// A screen made of a frame's spans becomes a dump's text rows and style rows: the spans are the
/// one type both the frame and the dump are made of.
@Suite("Pictures: frames into a dump")
struct StyledFramesAppendTests {
    static let bold = Style(attributes: .bold)
    static let red = Style(foreground: .palette(1))

    @Test("rows of spans become text rows and key rows; each new style takes the next key", arguments: [
        ([[Span(column: 0, text: "ab")]], ["frames 6 2", "@ 0", "|ab"]),
        ([[Span(column: 2, text: "x", style: bold)], [Span(column: 1, text: "😀", style: red)]],
         ["frames 6 2", "style a -1 -1 bold", "style b 1 -1", "@ 0", "|  x", ":..a", "| 😀", ":.bb"]),
        ([[Span(column: 0, text: "a", style: bold), Span(column: 3, text: "b", style: red), Span(column: 4, text: "c", style: bold)]],
         ["frames 6 2", "style a -1 -1 bold", "style b 1 -1", "@ 0", "|a  bc", ":a..ba"]),
        ([[Span(column: 0, text: "a")], [], [Span(column: 0, text: "cut")]], ["frames 6 2", "@ 0", "|a", "|"]),
    ] as [([[Span]], [String])])
    func rows(spans: [[Span]], expected: [String]) {
        var frames = StyledFrames(columns: 6, rows: 2)
        frames.append(milliseconds: 0, rows: spans)
        #expect(frames.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
    }

    @Test("a frame's dump shows its text lines and, under them, its style lines")
    func frame() throws {
        var frame = Frame(size: ScreenSize(columns: 8, rows: 2))
        frame.lines[0] = FrameLine(spans: [Span(column: 1, text: "😀", style: Self.bold), Span(column: 4, text: "hi", style: Self.red)])
        frame.lines[1] = FrameLine(spans: [Span(column: 0, text: "1/2")])
        var frames = StyledFrames(columns: 8, rows: 2)
        frames.append(frame, milliseconds: 16.5)
        let snapshot = try #require(frames.snapshots.first)
        #expect(snapshot.milliseconds == 16.5)
        #expect(snapshot.rows.map(\.text) == [" 😀 hi", "1/2"])
        #expect(frame.textLines == [" 😀 hi", "1/2"])
        #expect(snapshot.rows.map { String($0.keys) } == [".aa.bb", ""])
        #expect(frame.styleLines(legend: [Self.bold: "a", Self.red: "b"]) == [" aa bb", "..."])
    }
}
