import Testing
@testable import MoodpickCore

/// The painting that writes straight into one buffer (`SGR.appendTransition`,
/// `TerminalCodes.appendMove`, `FramePainter.append`) and the text paths that go by scalars
/// (`Clip`, `DisplayText.truncated`) give the bytes and spans the old way gave
/// (`PaintReference`), over tables of styles, positions, texts and frames.
@Suite("SGR and FramePainter written in place")
struct PaintInPlaceTests {
    static let depths = ColorDepth.allCases
    /// Foreground and background pairs: default, the eight, the bright eight, the 256, 24-bit.
    static let colors: [Color] = [.default, .palette(3), .palette(12), .palette(200), .rgb(red: 255, green: 128, blue: 0), .rgb(red: 0, green: 0, blue: 0)]
    /// Every set of the five attributes.
    static let attributeSets = (0..<32).map { Attributes(rawValue: UInt8($0)) }

    @Test("SGR.appendTransition writes the old bytes for every pair of attribute sets, at every depth")
    func attributePairs() {
        for depth in Self.depths {
            for (i, before) in Self.attributeSets.enumerated() {
                for (j, after) in Self.attributeSets.enumerated() {
                    let previous = Style(foreground: Self.colors[i % 6], background: Self.colors[(i / 6) % 6], attributes: before)
                    let next = Style(foreground: Self.colors[j % 6], background: Self.colors[(j + 3) % 6], attributes: after)
                    expectSame(from: previous, to: next, depth: depth)
                    if i == 0 { expectSame(from: nil, to: next, depth: depth) }
                }
            }
        }
    }

    @Test("SGR.appendTransition writes the old bytes for every pair of colors, at every depth")
    func colorPairs() {
        let styles = Self.colors.flatMap { foreground in
            Self.colors.map { Style(foreground: foreground, background: $0) }
        }
        for depth in Self.depths {
            for (i, previous) in styles.enumerated() {
                for next in styles {
                    var next = next
                    next.attributes = Self.attributeSets[i % 32]
                    expectSame(from: previous, to: next, depth: depth)
                    expectSame(from: nil, to: next, depth: depth)
                }
            }
        }
    }

    /// The new path, after bytes already in the buffer, against the old one; and the old entry
    /// point (`SGR.transition`) against the old one too.
    func expectSame(from previous: Style?, to next: Style, depth: ColorDepth, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = PaintReference.transition(from: previous, to: next, depth: depth)
        var bytes: [UInt8] = [0x41, 0x42]
        SGR.appendTransition(from: previous, to: next, depth: depth, to: &bytes)
        #expect(bytes == [0x41, 0x42] + expected, "\(String(describing: previous)) → \(next) at \(depth)", sourceLocation: sourceLocation)
        #expect(SGR.transition(from: previous, to: next, depth: depth) == expected, sourceLocation: sourceLocation)
    }

    @Test("appendMove writes what moveTo returns and the old interpolation spelled, after what is there", arguments: [
        (0, 0), (0, 9), (9, 0), (8, 98), (9, 99), (98, 998), (99, 999), (999, 9_999), (12_345, 67_890),
        (-1, -1), (-2, 0), (-11, -101), (Int.max - 1, 0),
    ])
    func moves(row: Int, column: Int) {
        let expected = PaintReference.moveTo(row: row, column: column)
        var bytes: [UInt8] = [0x7A]
        ANSICodes().appendMove(row: row, column: column, to: &bytes)
        #expect(bytes == [0x7A] + expected)
        #expect(ANSICodes().moveTo(row: row, column: column) == expected)
        let offset = OffsetCodes(ANSICodes(), origin: 7)
        var shifted: [UInt8] = []
        offset.appendMove(row: row - 7, column: column, to: &shifted)
        #expect(shifted == offset.moveTo(row: row - 7, column: column))
        // A TerminalCodes with no appendMove of its own appends its moveTo.
        let relative = RelativeCodes(ANSICodes(), cursor: CursorTracker(CursorPosition(row: 3, column: 3)))
        var relativeBytes: [UInt8] = []
        relative.appendMove(row: 5, column: column, to: &relativeBytes)
        #expect(relativeBytes == RelativeCodes(ANSICodes(), cursor: CursorTracker(CursorPosition(row: 3, column: 3))).moveTo(row: 5, column: column))
    }

    /// Spans of every kind the painter tells apart: printable ASCII, one column per scalar
    /// (rails, marks, arrows, Latin-1), emoji and wide clusters, combining marks, controls,
    /// styled blanks after a non-ASCII cluster, on rows with and without a background.
    static let rows: [[Span]] = [
        [Span(column: 0, text: "> ", style: Style(foreground: .palette(4), attributes: .bold)), Span(column: 60, text: "3/5 of 31", style: Style(attributes: .dim))],
        [Span(column: 16, text: "●", style: Style(foreground: .palette(12), attributes: [.bold])),
         Span(column: 17, text: String(repeating: "─", count: 40), style: Style(foreground: .palette(245)))],
        [Span(column: 2, text: "▕", style: Style(foreground: .palette(1))), Span(column: 3, text: "  😀  ", style: Style(foreground: .rgb(red: 9, green: 99, blue: 200), background: .palette(236))),
         Span(column: 9, text: "▏"), Span(column: 12, text: "😢", style: Style(attributes: .dim)), Span(column: 16, text: "👍🏽 x ☝🏽", style: Style(attributes: .reverse))],
        [Span(column: 0, text: "←/→ move · enter choose · esc cancel", style: Style(foreground: .palette(8), attributes: .italic))],
        [Span(column: 1, text: "─ ─  ─", style: Style(background: .palette(2))), Span(column: 10, text: "a─ b", style: Style(attributes: .underline)),
         Span(column: 20, text: "─ plain ─")],
        [Span(column: 0, text: "café naïve ½ «x»", style: Style(foreground: .palette(2), background: .rgb(red: 1, green: 2, blue: 3))),
         Span(column: 30, text: "e\u{301} ─\u{301} 日本 x", style: Style(attributes: [.bold, .dim]))],
        [Span(column: 0, text: "a\u{7}b \u{1B}[31m c\td", style: Style(attributes: .underline)), Span(column: 20, text: "ab\r\ncd")],
        [Span(column: 5, text: "🇦🇦 ◽◾ ▶\u{FE0F} ", style: Style(background: .palette(4))), Span(column: 40, text: " ")],
    ]

    static func frame(indent: Int = 0, rows: [[Span]] = PaintInPlaceTests.rows) -> Frame {
        var frame = Frame(size: ScreenSize(columns: 80, rows: rows.count + 1), indent: indent)
        for (row, spans) in rows.enumerated() { frame.lines[row] = FrameLine(spans: spans) }
        return frame
    }

    @Test("FramePainter writes the old bytes for a table of frames, at every depth", arguments: ColorDepth.allCases)
    func frames(depth: ColorDepth) {
        let full = Self.frame()
        var changed = full
        changed.lines[1] = FrameLine(spans: [Span(column: 3, text: "──●──", style: Style(foreground: .palette(3)))])
        changed.lines[4] = FrameLine()
        let empty = Frame(size: full.size)
        let previousFrames: [Frame?] = [nil, empty, full, changed, Self.frame(indent: 4)]
        for previous in previousFrames {
            for frame in [full, changed, Self.frame(indent: 4)] {
                let codes = ANSICodes(colorDepth: depth)
                let expected = PaintReference.bytes(for: frame, replacing: previous, depth: depth)
                #expect(FramePainter.bytes(for: frame, replacing: previous, codes: codes) == expected)
                var appended: [UInt8] = [0x20]
                FramePainter.append(frame, replacing: previous, codes: codes, to: &appended)
                #expect(appended == [0x20] + expected)
            }
        }
    }

    @Test("every span of the table painted alone, styled and plain, gives the old bytes")
    func singleSpans() {
        for span in Self.rows.joined() {
            for style in [Style.plain, Style(attributes: .bold), Style(background: .palette(5))] {
                var moved = span
                moved.style = style
                let frame = Self.frame(rows: [[moved]])
                #expect(FramePainter.bytes(for: frame, replacing: nil, codes: ANSICodes()) == PaintReference.bytes(for: frame, replacing: nil, depth: .palette256),
                        "\(span.text.debugDescription) in \(style)")
            }
        }
    }
}
