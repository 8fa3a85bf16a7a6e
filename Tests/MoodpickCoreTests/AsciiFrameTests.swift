import Testing
@testable import MoodpickCore

/// `--ascii` draws no box-drawing, braille or other non-ASCII character anywhere
/// (docs/CONTRACT.md §17): every text a frame holds, in representative states and sizes.
@Suite("ASCII frames")
struct AsciiFrameTests {
    /// Items with emoji, wide CJK, a long label and control characters, measured for ASCII.
    static let items = ItemStore(items: [
        "😀 happy", "😢 sad", "你好世界 hello", "👍🏽 thumbs up", String(repeating: "ü", count: 60), "a\u{1B}[31mred", "plain",
    ], cellOptions: CellOptions(ascii: true))

    /// The view as `--ascii` makes it, with a header, a prompt and a notice that are not ASCII.
    static let view: StripView = {
        var view = StripView(prompt: "❯ ", ascii: true)
        view.header = "Pick — one ✓"
        view.notice = "no mouse…"
        return view
    }()

    static func nonASCII(_ picker: Picker) -> [String] {
        let frame = view.frame(of: picker)
        let texts = frame.textLines + frame.lines.flatMap { $0.spans.map(\.text) }
        return texts.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) }
    }

    @Test("at rest, gliding, filtered, marked and loading, on screens from tiny to wide", arguments: [
        (80, 24), (30, 8), (12, 4), (4, 2), (120, 6),
    ])
    func everyCharacterIsASCII(columns: Int, rows: Int) {
        var options = PickerOptions()
        options.multi = 3
        options.header = true
        var picker = PickerHarness.picker(Self.items, columns: columns, rows: rows, options: options, start: 2)
        #expect(Self.nonASCII(picker) == [])
        picker.handle(.key(.right), at: PickerHarness.ms(10))
        _ = picker.advance(to: PickerHarness.ms(60))  // in the middle of the glide
        #expect(Self.nonASCII(picker) == [])
        PickerHarness.settle(&picker)
        picker.handle(.key(.tab), at: picker.time)  // a mark
        picker.handle(.key(.character("ü")), at: picker.time)
        #expect(Self.nonASCII(picker) == [])
        _ = picker.itemsArrived(Self.items, loading: true)
        #expect(Self.nonASCII(picker) == [])
    }
}
