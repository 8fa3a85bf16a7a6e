import Testing
@testable import MoodpickCore

/// The look of docs/CONTRACT.md §11 on the frame as data: text lines and style lines.
@Suite("The look: mark, fading, theme, NO_COLOR, ASCII")
struct LookTests {
    /// The columns of the mark on the strip row.
    static func markColumns(_ frame: Frame, row: Int, mark: Set<String> = ["▕", "▏"]) -> [Int] {
        frame.lines[row].spans.filter { mark.contains($0.text) }.map(\.column)
    }

    @Test("the mark stays in its columns while a glide moves the strip under it, giving way to a glyph crossing it",
          arguments: [30, 80, 200])
    func markStaysStill(columns: Int) {
        var picker = PickerHarness.picker(columns: columns, rows: 5, options: PickerOptions(placement: .inline(rows: 5)), start: 5)
        let row = picker.screenLayout.stripRow
        let atRest = Self.markColumns(StripView().frame(of: picker), row: row)
        #expect(atRest.count == 2)
        picker.handle(.key(.right), at: .zero)
        var offsets: Set<Double> = []
        for ms in stride(from: 0, through: 400, by: 10) {
            picker.advance(to: .milliseconds(ms))
            offsets.insert(picker.offset)
            let frame = StripView().frame(of: picker)
            let drawn = Self.markColumns(frame, row: row)
            #expect(Set(drawn).isSubset(of: atRest), "at \(ms) ms, offset \(picker.offset)")
            // A half is left out only where a cell's glyph crosses its column.
            for column in atRest where !drawn.contains(column) {
                #expect(frame.lines[row].drawsGlyph(at: column), "at \(ms) ms, column \(column) is empty")
            }
        }
        #expect(offsets.count > 3)  // the strip really moved
    }

    @Test("the mark sits one column outside the resting cell: 4-wide emoji cells at cols/2 - 2")
    func markAroundTheSlot() {
        for columns in [30, 80, 200] {
            let picker = PickerHarness.picker(columns: columns, rows: 5, options: PickerOptions(placement: .inline(rows: 5)), start: 3)
            let frame = StripView().frame(of: picker)
            #expect(Self.markColumns(frame, row: picker.screenLayout.stripRow) == [columns / 2 - 3, columns / 2 + 2])
        }
    }

    @Test("a cell's style depends only on its distance from the center", arguments: [0, 5, 15])
    func fadingByDistance(start: Int) {
        let picker = PickerHarness.picker(columns: 200, rows: 5, start: start)
        let theme = StripView.defaultTheme
        let spans = StripView().frame(of: picker).lines[picker.screenLayout.stripRow].spans.filter { $0.text != "▕" && $0.text != "▏" }
        for span in spans {
            let index = picker.geometry.index(atColumn: span.column + 1, offset: picker.offset)
            let distance = abs((index ?? start) - start)
            let expected = distance == 0 ? theme.resolved(.current) : theme.resolved(ThemeElement.cell(atDistance: distance))
            #expect(span.style == expected, "\(span.text) at distance \(distance)")
        }
    }

    @Test("the default theme's elements land on their cells (80 × 5 inline, style codes under the text)")
    func styleLines80() {
        let picker = PickerHarness.picker(columns: 80, rows: 5, options: PickerOptions(placement: .inline(rows: 5)), start: 5)
        let frame = StripView().frame(of: picker)
        #expect(frame.textLines == [
            ">                                                                           6/16",
            "         😀    😢    😡    😴    🤔  ▕ 😍 ▏  😎    🥳    😱    😌    🤒    😤",
            "                                     in love",
            "                ────────────────●───────────────────────────────",
            "←/→ move · enter choose · esc cancel · type to filter",
        ])
        #expect(frame.styleLines(legend: Look.legend()) == [
            "PP                                                                          IIII",
            "         33    33    33    22    ..  MCCCCM  ..    22    33    33    33    33",
            "                                     LLLLLLL",
            "                IIIIIIIIIIIIIIIIKIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
            // The help is dim like the count (the same style in the default theme).
            "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ])
    }

    @Test("query matches in hl and --multi markers in marker (30 × 5)")
    func matchesAndMarkers() {
        var picker = PickerHarness.picker(columns: 30, rows: 5, options: PickerOptions(placement: .inline(rows: 5), multi: .max), start: 0)
        picker.handle(.key(.tab), at: .zero)
        PickerFilterTests.type("ap", into: &picker)
        PickerHarness.settle(&picker)
        let frame = StripView().frame(of: picker)
        let styles = frame.styleLines(legend: Look.legend())
        let text = frame.textLines
        #expect(text[2].contains("happy"))
        #expect(styles[2].contains("H"))  // the matched a and p
        #expect(styles[2].contains("L"))  // the rest of the label
        #expect(styles[0].hasPrefix("PP.."))  // the prompt, then the query in the terminal's own text
        #expect(styles[0].contains("*"))  // •1 in the count
    }

    @Test("a theme's colors land on the right cells: --color current-bg:4,mark:1,faded1:2")
    func themeColors() throws {
        let theme = try ColorSpec(parsing: "current-bg:4,mark:1,faded1:2").theme(depth: .palette256)
        let picker = PickerHarness.picker(columns: 30, rows: 5, options: PickerOptions(placement: .inline(rows: 5)), start: 2)
        let strip = StripView(theme: theme).frame(of: picker).lines[1].spans
        #expect(strip.first { $0.text == " 😡 " }?.style.background == .palette(4))
        #expect(strip.filter { $0.text == "▕" || $0.text == "▏" }.allSatisfy { $0.style.foreground == .palette(1) })
        #expect(strip.filter { $0.text == "😢" || $0.text == "😴" }.allSatisfy { $0.style.foreground == .palette(2) })
    }

    @Test("NO_COLOR: every span has the default colors, and the attributes still tell the parts apart",
          arguments: ColorScheme.allCases)
    func noColor(scheme: ColorScheme) {
        let theme = Theme.base(scheme, depth: .none).withoutColors
        let picker = PickerHarness.picker(columns: 80, rows: 5, options: PickerOptions(placement: .inline(rows: 5)), start: 5)
        let frame = StripView(theme: theme).frame(of: picker)
        let styles = frame.lines.flatMap(\.spans).map(\.style)
        #expect(styles.allSatisfy { $0.foreground == .default && $0.background == .default })
        #expect(styles.contains { !$0.attributes.isEmpty })
        #expect(theme.resolved(.current).attributes.contains(.bold))
    }

    @Test("--ascii frames hold ASCII only", arguments: [30, 80, 200])
    func asciiOnly(columns: Int) {
        let items = ItemStore(items: PickerHarness.moodLines, cellOptions: CellOptions(ascii: true))
        let picker = PickerHarness.picker(items, columns: columns, rows: 5, options: PickerOptions(placement: .inline(rows: 5)), start: 3)
        let frame = StripView(ascii: true).frame(of: picker)
        for line in frame.textLines { #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "\(line)") }
        #expect(frame.textLines.joined().contains("[") && frame.textLines.joined().contains("]"))
    }

    @Test("--no-help leaves the help row empty")
    func noHelp() {
        let picker = PickerHarness.picker(columns: 80, rows: 5, options: PickerOptions(placement: .inline(rows: 5)), start: 5)
        #expect(StripView(showsHelp: false).frame(of: picker).textLines[4] == "")
        #expect(StripView().frame(of: picker).textLines[4] != "")
    }
}
