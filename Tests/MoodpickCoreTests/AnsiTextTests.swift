import Testing
@testable import MoodpickCore

/// `--ansi`: escape sequences out of an item, its first visible style kept.
@Suite("Items: --ansi")
struct AnsiTextTests {
    @Test("sequences are taken out; the style at the first visible byte is kept", arguments: [
        ("\u{1B}[32m* main\u{1B}[m", "* main", Style(foreground: .palette(2))),
        ("  dev", "  dev", Style.plain),
        ("\u{1B}[1;31mfix\u{1B}[0m/x", "fix/x", Style(foreground: .palette(1), attributes: .bold)),
        ("a\u{1B}[32mb", "ab", Style.plain),
        ("\u{1B}[38;5;208mo\u{1B}[39m", "o", Style(foreground: .palette(208))),
        ("\u{1B}]8;;http://x\u{07}link\u{1B}]8;;\u{1B}\\", "link", Style.plain),
        ("\u{1B}[2Kcleared", "cleared", Style.plain),
        ("cut\u{1B}[3", "cut", Style.plain),
        ("lone\u{1B}", "lone", Style.plain),
        ("\u{1B}(Bx", "Bx", Style.plain),
    ])
    func strips(line: String, text: String, style: Style) {
        let (bytes, found) = AnsiText.stripped(Array(line.utf8))
        #expect(String(decoding: bytes, as: UTF8.self) == text)
        #expect(found == style)
    }

    @Test("a store without escapes: the lines as they were, each with its style")
    func store() {
        let items = ItemStore(items: ["\u{1B}[32m* main\u{1B}[m", "  dev", "\u{1B}[31mfix\u{1B}[m"])
        let (plain, styles) = items.strippingEscapes(cellOptions: CellOptions())
        #expect((0..<plain.count).map { String(decoding: plain.lineBytes(at: $0), as: UTF8.self) } == ["* main", "  dev", "fix"])
        #expect(styles == [Style(foreground: .palette(2)), .plain, Style(foreground: .palette(1))])
    }

    @Test("the view draws each item in its own color: its cell, and its label when centred")
    func drawnInColor() throws {
        let (items, styles) = ItemStore(items: ["\u{1B}[32m* main\u{1B}[m", "  dev", "\u{1B}[31mfix\u{1B}[m"])
            .strippingEscapes(cellOptions: CellOptions())
        var picker = PickerHarness.picker(items, columns: 60, rows: 8)
        picker.itemStyle = { styles[$0] == .plain ? nil : styles[$0] }
        let frame = StripView().frame(of: picker)
        let spans = frame.lines.flatMap(\.spans)
        let main = spans.filter { $0.text.contains("main") }
        #expect(main.count == 2, "the cell and the label: \(main.map(\.text))")
        #expect(main.allSatisfy { $0.style.foreground == .palette(2) })
        let fix = try #require(spans.first { $0.text.contains("fix") })
        #expect(fix.style.foreground == .palette(1))
        let dev = try #require(spans.first { $0.text.contains("dev") })
        #expect(dev.style.foreground != .palette(1) && dev.style.foreground != .palette(2))
    }
}
