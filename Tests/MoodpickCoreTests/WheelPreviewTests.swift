import Testing
@testable import MoodpickCore

/// `--preview` under the wheels (docs/CONTRACT.md §18, docs/WHEELS.md "Live"): what the command
/// printed for the value is drawn in its rows under the value line, in the styles its SGR asked
/// for, and the rows it takes come out of the help's, never the wheels'.
@Suite("Wheel view: the preview's rows")
struct WheelPreviewTests {
    /// A preview of `rows` rows at 80 columns that printed `output`, the command ended with 0.
    static func preview(_ output: String, rows: Int = 3) -> PreviewBuffer {
        var buffer = PreviewBuffer(rows: rows, columns: 80, keepsColor: true)
        buffer.append(Array(output.utf8))
        buffer.finish(status: 0)
        return buffer
    }

    @Test("where each part goes, with and without the preview's rows",
          arguments: [
              // rows, wheels, preview ⟶ prompt, first wheel row, value, preview rows, help
              (9, 3, 3, 0, 1, 4, 5..<8, 8),
              (8, 3, 3, 0, 1, 4, 5..<8, nil),  // the default inline height with 3 preview rows: the help goes
              (7, 3, 3, 0, 1, 4, 5..<7, nil),  // then the preview's rows shrink
              (5, 3, 3, 0, 1, 4, 0..<0, nil),  // then the preview goes
              (4, 3, 3, nil, 0, 3, 0..<0, nil),  // then the prompt
              (6, 3, 0, 0, 1, 4, 0..<0, 5),  // no preview: as before
              (8, 1, 3, 0, 1, 2, 3..<6, 6),  // a range: a row to spare
          ] as [(Int, Int, Int, Int?, Int, Int?, Range<Int>, Int?)])
    func rows(_ rows: Int, _ wheels: Int, _ preview: Int, _ prompt: Int?, _ first: Int, _ value: Int?, _ previewRows: Range<Int>, _ help: Int?) {
        let placed = WheelView.Rows(rows: rows, wheels: wheels, active: 0, preview: preview)
        #expect(placed.prompt == prompt)
        #expect(placed.firstWheelRow == first)
        #expect(placed.value == value)
        #expect(placed.preview == previewRows)
        #expect(placed.help == help)
    }

    @Test("date at 80 × 9 with a 3-row preview: its lines under the value, in their colors, the help on the last row")
    func date80() throws {
        let stack = try WheelViewTests.date()
        let view = WheelView()
        let preview = Self.preview("a Saturday\n\u{1B}[31mred\u{1B}[0m and plain\n")
        let frame = view.frame(of: stack, offsets: view.restingOffsets(of: stack), screen: ScreenSize(columns: 80, rows: 9),
                               help: WheelViewTests.help, preview: preview, previewRows: 3)
        #expect(frame.textLines == [
            ">                                                                           2/12",
            "  year        2023    2024    2025  ▕ 2026 ▏  2027    2028    2029    2030",
            "› month                        01   ▕  02  ▏   03      04      05      06",
            "  day          25      26      27   ▕  28  ▏",
            "                                   2026-02-28 Saturday",
            "a Saturday",
            "red and plain",
            "",
            "↑/↓ wheel · ←/→ value · 0-9 type · enter choose · esc cancel",
        ])
        let styles = frame.styleLines(legend: Look.legend())
        // Plain text is `.`, the red run one the legend does not name (`?`).
        #expect(Array(styles[5...]) == ["..........", "???..........", "", String(repeating: "I", count: 60)])
    }

    @Test("the picker draws the preview it is given in the rows its options ask for; without one, the help follows the value")
    func picker() throws {
        var options = PickerOptions()
        options.previewRows = 2
        let picker = WheelPicker(stack: try WheelViewTests.date(), options: options, picture: ScreenSize(columns: 80, rows: 8))
        let with = picker.frame(preview: Self.preview("one\ntwo\nthree\n", rows: 2))
        #expect(Array(with.textLines[4...]) == ["                                   2026-02-28 Saturday", "one", "two", WheelViewTests.help])
        let without = picker.frame()
        #expect(Array(without.textLines[4...]) == ["                                   2026-02-28 Saturday", WheelViewTests.help, "", ""])
    }
}
