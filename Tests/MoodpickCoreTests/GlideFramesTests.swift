import Testing
@testable import MoodpickCore

/// Every frame of a glide, as the terminal would show it (docs/CONTRACT.md §3, §11): the mark is
/// never empty (a cell crossing its edge is drawn, the edge gives way), and the label, the
/// highlight and the count name the cell under the mark, not the one the glide heads to.
///
/// Frames are drawn every 1/60 s from the first input until the strip rests, on emoji items and
/// on text items of differing widths, at 80 × 24.
@Suite("Glide frames")
struct GlideFramesTests {
    /// Items, with what a cell and the label row show for each.
    struct ItemSet: Sendable {
        var name: String
        var store: ItemStore
        /// The text a cell shows, by item.
        var cells: [String]
        /// The label row's text, by item.
        var labels: [String]
    }

    static let emoji = ItemSet(
        name: "emoji", store: PickerHarness.moods(),
        cells: PickerHarness.moodLines.map { String($0.split(separator: " ")[0]) },
        labels: PickerHarness.moodLines.map { String($0.split(separator: " ", maxSplits: 1)[1]) })

    /// Thirty words from 3 to 12 columns wide: cells of differing widths.
    static let words = [
        "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
        "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
        "uniform", "victor", "whiskey", "xray", "yankee", "zulu", "one", "three-four", "fiftysixty", "seventy-eight",
    ]
    static let text = ItemSet(name: "text", store: ItemStore(items: words), cells: words, labels: words)

    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var items: ItemSet
        var start: Int
        /// Inputs at times in milliseconds since the first frame.
        var events: [(Double, InputEvent)]
        var testDescription: String { "\(name) on \(items.name) items" }
    }

    /// The row the strip is drawn on at 80 × 24 (inline placement's middle).
    static let stripRow = ScreenLayout(size: ScreenSize(columns: 80, rows: 24)).stripRow

    static func gestures(_ items: ItemSet) -> [Scenario] {
        let last = items.cells.count - 1
        return [
            Scenario(name: "a Right", items: items, start: 0, events: [(0, .key(.right))]),
            Scenario(name: "a burst of five Rights, 30 ms apart", items: items, start: 0,
                     events: (0..<5).map { (Double($0 * 30), .key(.right)) }),
            Scenario(name: "PageDown", items: items, start: 0, events: [(0, .key(.pageDown))]),
            Scenario(name: "PageUp", items: items, start: last, events: [(0, .key(.pageUp))]),
            Scenario(name: "End", items: items, start: 0, events: [(0, .key(.end))]),
            Scenario(name: "Home", items: items, start: last, events: [(0, .key(.home))]),
            // 20 columns to the left in 50 ms (400 columns/s), then let go: a fling.
            Scenario(name: "a fling", items: items, start: 0,
                     events: [(0, .press(column: 60, row: stripRow))]
                        + (1...10).map { (Double($0 * 5), .drag(column: 60 - 2 * $0, row: stripRow)) }
                        + [(55, .release(column: 40, row: stripRow))]),
        ]
    }

    static let scenarios = gestures(emoji) + gestures(text)

    /// A run of non-blank characters on the strip row (the mark's own characters left out).
    struct DrawnCell: Equatable {
        var column: Int
        var text: String
        var columns: Int { DisplayWidth.columns(of: text) }
        /// The middle of the drawn text, in columns.
        var middle: Double { Double(column) + Double(columns) / 2 }
    }

    /// The cells' text as drawn on `line`: runs of adjacent non-blank clusters of the spans
    /// that are not the mark.
    static func drawnCells(_ line: FrameLine) -> [DrawnCell] {
        var cells: [DrawnCell] = []
        for span in line.spans where span.style != Look.mark {
            var column = span.column
            for character in span.text {
                let width = DisplayWidth.columns(of: character)
                if character != " " {
                    if let last = cells.last, last.column + last.columns == column {
                        cells[cells.count - 1].text.append(character)
                    } else {
                        cells.append(DrawnCell(column: column, text: String(character)))
                    }
                }
                column += width
            }
        }
        return cells
    }

    /// The text the strip draws in `item`'s cell in the current frame: its cell text, or, for a
    /// text cell wider than its width in the layout, the shortened form `CellElision` gives it
    /// among the visible cells (`StripView.visibleContents`, what the view draws from); nil when
    /// the cell is not visible. Without a query the view's cells are the items, in order.
    static func shownText(of item: Int, in picker: Picker) -> String? {
        let visible = picker.geometry.visibleRange(offset: picker.offset)
        guard visible.contains(item) else { return nil }
        return StripView().visibleContents(picker, positions: visible)[item - visible.lowerBound].text
    }

    /// Checks one frame; returns what is wrong with it (nil: nothing).
    static func fault(in picker: Picker, items: ItemSet) -> String? {
        let frame = StripView().frame(of: picker)
        let screen = picker.screenLayout
        guard let labelRow = screen.labelRow, let promptRow = screen.promptRow else { return "no label or prompt row" }
        let label = frame.textLines[labelRow].trimmingBlanks
        guard let item = items.labels.firstIndex(of: label) else { return "the label row reads \"\(label)\"" }
        let cells = drawnCells(frame.lines[screen.stripRow])
        // The cell as the view draws it in this frame: a text cell wider than its width in the
        // layout shortened (`seven…-eight`), by the view's own code.
        guard let shown = shownText(of: item, in: picker) else {
            return "the label names \(label), whose cell is not among the visible ones: \(frame.textLines[screen.stripRow])"
        }
        guard let labelled = cells.first(where: { $0.text == shown }) else {
            return "the label names \(label), whose cell is not drawn whole (as \(shown)): \(frame.textLines[screen.stripRow])"
        }
        // The mark's columns: one each side of the middle slot of the cell under it.
        let center = picker.geometry.centerColumn
        let width = picker.layout.width(of: item)
        let slotLeft = StripGeometry.column(Double(center) - Double(width) / 2)
        let markColumns = (slotLeft - 1)...(slotLeft + width)
        if !cells.contains(where: { markColumns.overlaps($0.column..<($0.column + $0.columns)) }) {
            return "no cell drawn in the mark's columns \(markColumns): \(frame.textLines[screen.stripRow])"
        }
        // The labelled cell is the one nearest the center (within a column of rounding).
        let distance = abs(labelled.middle - Double(center))
        if let nearer = cells.first(where: { abs($0.middle - Double(center)) < distance - 1 }) {
            return "the label names \(label) but \(nearer.text) is nearer the mark: \(frame.textLines[screen.stripRow])"
        }
        let highlighted = drawnCells(FrameLine(spans: frame.lines[screen.stripRow].spans.filter { $0.style == Look.current }))
        if highlighted.map(\.text) != [shown] {
            return "the highlight is on \(highlighted.map(\.text)), the label names \(label)"
        }
        let count = frame.textLines[promptRow].split(separator: " ").last.map(String.init) ?? ""
        if count != "\(item + 1)/\(items.cells.count)" {  // no query: the position among all items
            return "the count reads \(count), the label names \(label)"
        }
        return nil
    }

    @Test("every frame at 60 Hz: a cell in the mark, and the label, highlight and count of the cell under it",
          arguments: scenarios)
    func everyFrame(scenario: Scenario) {
        var picker = PickerHarness.picker(scenario.items.store, columns: 80, rows: 24, start: scenario.start)
        var pending = scenario.events[...]
        var time = Duration.zero
        var frames = 0, faults: [String] = []
        let end = PickerHarness.ms(scenario.events.last?.0 ?? 0)
        while time <= end || picker.isAnimating || picker.isDragging {
            while let (at, event) = pending.first, PickerHarness.ms(at) <= time {
                picker.handle(event, at: PickerHarness.ms(at))
                pending = pending.dropFirst()
            }
            picker.advance(to: time)
            frames += 1
            if let fault = Self.fault(in: picker, items: scenario.items) { faults.append("frame \(frames) at \(time): \(fault)") }
            time += PickerHarness.frame
            if time > .seconds(5) { break }
        }
        #expect(frames >= 10, "the gesture made a glide")
        #expect(!picker.isAnimating && !picker.isDragging, "the strip came to rest")
        #expect(faults.isEmpty, "\(faults.count) of \(frames) frames:\n\(faults.prefix(8).joined(separator: "\n"))")
    }

    @Test("the frame drawn at a key press already moves the strip one column; the label stays with the cell under the mark",
          arguments: [Key.right, .left, .pageDown, .pageUp, .end, .home])
    func pressShowsAtOnce(key: Key) {
        for items in [Self.emoji, Self.text] {
            var picker = PickerHarness.picker(items.store, columns: 80, rows: 24, start: 8)
            let before = StripView().frame(of: picker)
            picker.handle(.key(key), at: .zero)
            let after = StripView().frame(of: picker)
            let row = picker.screenLayout.stripRow
            #expect(after.lines[row] != before.lines[row], "\(items.name): the press shows in its own frame")
            #expect(abs(picker.offset - picker.layout.center(of: 8)) == 1, "\(items.name): one column on its way")
            #expect(Self.fault(in: picker, items: items) == nil, "\(items.name)")
            #expect(after.textLines[picker.screenLayout.labelRow ?? 0] == before.textLines[picker.screenLayout.labelRow ?? 0])
        }
    }
}

extension String {
    /// Without blanks at either end.
    fileprivate var trimmingBlanks: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
