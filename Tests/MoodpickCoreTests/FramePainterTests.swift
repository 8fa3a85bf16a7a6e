import Testing
@testable import MoodpickCore

@Suite("FramePainter")
struct FramePainterTests {
    static let codes = ANSICodes()
    static let bold = Style(attributes: .bold)
    static let reverse = Style(attributes: .reverse)

    static func move(_ row: Int, _ column: Int) -> [UInt8] { codes.moveTo(row: row, column: column) }
    static var clear: [UInt8] { codes.clearToEndOfLine }

    /// Every cursor move (`ESC [ row ; column H`, 1-based) in the bytes, as 0-based (row, column).
    static func moves(in bytes: [UInt8]) -> [(row: Int, column: Int)] {
        var found: [(Int, Int)] = []
        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == 0x1B, bytes[i + 1] == UInt8(ascii: "[") else { i += 1; continue }
            var j = i + 2
            var numbers = [0]
            while j < bytes.count, (bytes[j] >= 0x30 && bytes[j] <= 0x39) || bytes[j] == UInt8(ascii: ";") {
                if bytes[j] == UInt8(ascii: ";") { numbers.append(0) } else { numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(bytes[j] - 0x30) }
                j += 1
            }
            if j < bytes.count, bytes[j] == UInt8(ascii: "H"), numbers.count == 2 { found.append((numbers[0] - 1, numbers[1] - 1)) }
            i = j
        }
        return found
    }

    static func frame(_ size: ScreenSize, _ rows: [Int: [Span]]) -> Frame {
        var frame = Frame(size: size)
        for (row, spans) in rows { frame.lines[row] = FrameLine(spans: spans) }
        return frame
    }

    static let small = ScreenSize(columns: 30, rows: 8)

    @Test("an unchanged frame paints nothing")
    func unchanged() {
        let picker = PickerHarness.picker(columns: 30, rows: 8, start: 4)
        let frame = StripView().frame(of: picker)
        #expect(FramePainter.bytes(for: frame, replacing: frame, codes: Self.codes).isEmpty)
        let empty = Frame(size: Self.small)
        #expect(FramePainter.bytes(for: empty, replacing: empty, codes: Self.codes).isEmpty)
    }

    @Test("a change on one row paints only that row", arguments: [0, 3, 7])
    func oneRow(row: Int) {
        let before = Self.frame(Self.small, [0: [Span(column: 0, text: "> ")], 3: [Span(column: 2, text: "ab")], 7: [Span(column: 0, text: "help")]])
        var after = before
        after.lines[row] = FrameLine(spans: [Span(column: 5, text: "xy", style: Self.bold)])
        let bytes = FramePainter.bytes(for: after, replacing: before, codes: Self.codes)
        #expect(Set(Self.moves(in: bytes).map(\.row)) == [row])
        let expected: [UInt8] = Self.move(row, 0) + Self.clear + Self.move(row, 5) + Array("\u{1B}[1mxy".utf8) + Self.codes.resetStyle
        #expect(bytes == expected)
    }

    @Test("one key step's frame repaints the strip row (and the rows that changed), never the rest")
    func keyStep() {
        var picker = PickerHarness.picker(columns: 80, rows: 24, start: 4)
        let view = StripView()
        let before = view.frame(of: picker)
        picker.handle(.key(.right), at: .zero)
        picker.advance(to: .milliseconds(50))
        let after = view.frame(of: picker)
        let rows = Set(Self.moves(in: FramePainter.bytes(for: after, replacing: before, codes: Self.codes)).map(\.row))
        let changed = Set((0..<24).filter { before.lines[$0] != after.lines[$0] })
        #expect(rows == changed)
        #expect(rows.contains(11))
        #expect(!rows.contains(23))
        #expect(!rows.contains(0) || before.lines[0] != after.lines[0])
    }

    @Test("a size change, or nothing on screen, repaints every row", arguments: [
        ScreenSize(columns: 31, rows: 8), ScreenSize(columns: 30, rows: 9), ScreenSize(columns: 80, rows: 24),
    ])
    func sizeChange(newSize: ScreenSize) {
        let old = Self.frame(Self.small, [3: [Span(column: 2, text: "ab")]])
        let new = Self.frame(newSize, [3: [Span(column: 2, text: "ab")]])
        let bytes = FramePainter.bytes(for: new, replacing: old, codes: Self.codes)
        #expect(Set(Self.moves(in: bytes).filter { $0.column == 0 }.map(\.row)) == Set(0..<newSize.rows))
        let fresh = FramePainter.bytes(for: new, replacing: nil, codes: Self.codes)
        #expect(fresh == bytes)
        // Every row is erased before it is written.
        var expected: [UInt8] = []
        for row in 0..<newSize.rows {
            expected += Self.move(row, 0) + Self.clear
            if row == 3 { expected += Self.move(3, 2) + Array("ab".utf8) }
        }
        #expect(bytes == expected)
    }

    @Test("after every non-ASCII cluster the next cluster gets its own cursor move", arguments: [
        ("😀ab😢c", 3, [(3, "😀"), (5, "ab😢"), (9, "c")]),
        ("é x", 0, [(0, "é"), (2, "x")]),  // the blank after é is already blank: not written
        ("ab", 4, [(4, "ab")]),
        ("😀😢", 1, [(1, "😀"), (3, "😢")]),
        ("─●─", 2, [(2, "─"), (3, "●"), (4, "─")]),
        ("👍🏽!", 0, [(0, "👍🏽"), (2, "!")]),
    ])
    func clusterMoves(text: String, column: Int, pieces: [(Int, String)]) {
        let frame = Self.frame(Self.small, [2: [Span(column: column, text: text)]])
        let before = Self.frame(Self.small, [:])
        var expected = Self.move(2, 0) + Self.clear
        for (at, piece) in pieces { expected += Self.move(2, at) + Array(piece.utf8) }
        #expect(FramePainter.bytes(for: frame, replacing: before, codes: Self.codes) == expected)
    }

    @Test("a styled cell: styled blanks first, then the emoji over them, so no padding erases a wide glyph; the pen changes once per style change")
    func styledSpan() {
        let frame = Self.frame(Self.small, [3: [Span(column: 13, text: " 😡 ", style: Self.reverse), Span(column: 20, text: "😴")]])
        let bytes = FramePainter.bytes(for: frame, replacing: Frame(size: Self.small), codes: Self.codes)
        let expected = Self.move(3, 0) + Self.clear
            + Self.move(3, 13) + Array("\u{1B}[7m".utf8) + Array("    ".utf8) + Self.move(3, 14) + Array("😡".utf8)
            + Self.move(3, 20) + Array("\u{1B}[m".utf8) + Array("😴".utf8)
        #expect(bytes == expected)
    }

    @Test("a styled ASCII span is written as it is")
    func styledASCIISpan() {
        let frame = Self.frame(Self.small, [1: [Span(column: 2, text: "in love", style: Self.bold)]])
        let bytes = FramePainter.bytes(for: frame, replacing: Frame(size: Self.small), codes: Self.codes)
        #expect(bytes == Self.move(1, 0) + Self.clear + Self.move(1, 2) + Array("\u{1B}[1min love\u{1B}[m".utf8))
    }

    @Test("a whole drawn screen: one move per row, per span, and per cluster after a non-ASCII one")
    func wholeScreen() {
        let frame = StripView().frame(of: PickerHarness.picker(columns: 80, rows: 24, start: 5))
        let bytes = FramePainter.bytes(for: frame, replacing: nil, codes: Self.codes)
        // The rule: a move per row and per span; then one before each written cluster that follows
        // a non-ASCII one (blanks there are skipped), and before the first cluster of a styled
        // span that was filled with blanks (it has a blank after a non-ASCII cluster).
        var expected = 0
        for line in frame.lines {
            expected += 1 + line.spans.count
            for span in line.spans {
                let clusters = Array(span.text)
                let filled = span.style != .plain && zip(clusters, clusters.dropFirst()).contains { $0.utf8.count > 1 && $1 == " " }
                var needsMove = filled
                for cluster in clusters {
                    if cluster == " " && needsMove { continue }
                    if needsMove { expected += 1 }
                    needsMove = cluster.utf8.count > 1
                }
            }
        }
        #expect(Self.moves(in: bytes).count == expected)
    }

    @Test("spans in one style share one SGR sequence; a frame ends with the pen plain")
    func sharedPen() {
        let frame = Self.frame(Self.small, [1: [Span(column: 0, text: "ab", style: Self.bold), Span(column: 5, text: "cd", style: Self.bold)]])
        let bytes = FramePainter.bytes(for: frame, replacing: Frame(size: Self.small), codes: Self.codes)
        #expect(bytes == Self.move(1, 0) + Self.clear + Self.move(1, 0) + Array("\u{1B}[1mab".utf8) + Self.move(1, 5) + Array("cd\u{1B}[m".utf8))
    }

    @Test("colors are brought to the terminal's depth; at depth none only attributes go out",
          arguments: [(ColorDepth.palette256, "\u{1B}[1;38;5;245m"), (.palette16, "\u{1B}[1;90m"), (.none, "\u{1B}[1m")])
    func depth(depth: ColorDepth, start: String) {
        let style = Style(foreground: .palette(245), attributes: .bold)
        let frame = Self.frame(Self.small, [0: [Span(column: 0, text: "x", style: style)]])
        let bytes = FramePainter.bytes(for: frame, replacing: Frame(size: Self.small), codes: ANSICodes(colorDepth: depth))
        #expect(bytes == Self.move(0, 0) + Self.clear + Self.move(0, 0) + Array((start + "x\u{1B}[m").utf8))
    }

    @Test("a colored background is turned off before the next row is erased")
    func backgroundBeforeErase() {
        let shaded = Style(background: .palette(236))
        let frame = Self.frame(Self.small, [0: [Span(column: 0, text: "x", style: shaded)], 1: [Span(column: 0, text: "y", style: shaded)]])
        let bytes = String(decoding: FramePainter.bytes(for: frame, replacing: Frame(size: Self.small), codes: Self.codes), as: UTF8.self)
        #expect(bytes.components(separatedBy: "\u{1B}[m").count == 3)
        #expect(!bytes.contains("48;5;236m\u{1B}[K"))
    }
}
