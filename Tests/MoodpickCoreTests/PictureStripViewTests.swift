import Testing

@testable import MoodpickCore

/// The strip of `--images` as the view draws it (docs/IMAGES.md, docs/CONTRACT.md §21): cells
/// H rows tall, a made thumbnail's symbol rows, the placeholder box before it is made, the `×`
/// box and the reason for a file that cannot be shown, placements instead of text where a pixel
/// protocol draws them, and the file's name in the label row. Screens are literal lines.
@Suite("the picture strip's frames")
struct PictureStripViewTests {
    static let paths = ["/photos/red.png", "/photos/green.png", "/photos/blue.png", "/photos/notes.txt"]
    static let red = Style(foreground: .rgb(red: 255, green: 0, blue: 0), background: .rgb(red: 0, green: 0, blue: 255))
    static let green = Style(background: .rgb(red: 0, green: 255, blue: 0))

    /// A 4 × 2 thumbnail: red over blue half blocks on top, plain green below.
    static let symbols = [
        FrameLine(spans: [Span(column: 0, text: "▀▀▀▀", style: red)]),
        FrameLine(spans: [Span(column: 0, text: "    ", style: green)]),
    ]

    /// A picker on a 30 × 6 inline picture (5 rows and one more for the 2-row cells), spacing 2,
    /// resting on `start`.
    static func picker(drawing: PictureDrawing = .symbols, start: Int = 1, columns: Int = 30) -> Picker {
        let items = ItemStore(items: paths)
        var options = PickerOptions()
        options.placement = .inline(rows: 6)
        return Picker(items: items, layout: items.layout(spacing: 2), options: options, picture: ScreenSize(columns: columns, rows: 6),
                      start: start, pictures: PictureStrip(columns: 4, rows: 2, drawing: drawing))
    }

    static func received(_ picker: inout Picker, _ updates: [PictureUpdate]) {
        _ = picker.update(.pictures(updates), at: picker.time)
    }

    /// The legend of `Look.legend()` and the thumbnail's two styles.
    static var legend: [Style: Character] {
        var legend = Look.legend()
        legend[red] = "R"
        legend[green] = "G"
        return legend
    }

    @Test("before any thumbnail is made every cell is the placeholder box, the mark beside the centred slot on both rows")
    func placeholders() {
        let picker = Self.picker()
        let frame = picker.look.frame(of: picker)
        #expect(frame.textLines == [
            ">                          2/4",
            "     ┌…─┐  ▕ ┌…─┐ ▏  ┌…─┐    ┌",
            "     └──┘  ▕ └──┘ ▏  └──┘    └",
            "           green.png",
            "  ────────●─────────────────",
            "←/→ move · enter choose · es…",
        ])
        #expect(frame.pictures.isEmpty)
        // The centred placeholder in the current cell's style, the others faded.
        #expect(Array(frame.styleLines(legend: Self.legend)[1...2]) == ["     2222  M CCCC M  2222    2", "     2222  M CCCC M  2222    2"])
    }

    @Test("a made thumbnail shows its symbol rows in its cell, cut at the strip's edge; a file that cannot be shown is a × box and its reason")
    func symbolsAndFailure() {
        var picker = Self.picker(start: 2)
        Self.received(&picker, [PictureUpdate(item: 0, picture: .ready(Self.symbols)), PictureUpdate(item: 2, picture: .ready(Self.symbols)),
                                PictureUpdate(item: 3, picture: .failed(reason: "not an image"))])
        let frame = picker.look.frame(of: picker)
        // Item 0's cell starts 3 columns left of the screen: its last column shows at column 0.
        #expect(Array(frame.textLines[0...3]) == [
            ">                          3/4",
            "▀    ┌…─┐  ▕ ▀▀▀▀ ▏  ┌×─┐",
            "     └──┘  ▕      ▏  └──┘",
            "           blue.png",
        ])
        #expect(Array(frame.styleLines(legend: Self.legend)[1...2]) == ["R    2222  M RRRR M  2222", "G    2222  M GGGG M  2222"])
        var last = Self.picker(start: 3)
        Self.received(&last, [PictureUpdate(item: 3, picture: .failed(reason: "not an image"))])
        // The name and its reason move left to show the reason whole.
        #expect(last.look.frame(of: last).textLines[3] == "       notes.txt  not an image")
    }

    @Test("with placements a made cell's text is blank and the frame places it, cut at the edges by columns; the others stay boxes")
    func placements() {
        var picker = Self.picker(drawing: .placements, start: 1)
        Self.received(&picker, [1, 3].map { PictureUpdate(item: $0, picture: .ready(Self.symbols)) })
        let frame = picker.look.frame(of: picker)
        #expect(Array(frame.textLines[1...2]) == ["     ┌…─┐  ▕      ▏  ┌…─┐", "     └──┘  ▕      ▏  └──┘"])
        // Item 3's cell starts at column 29 of 30: one column of it shows.
        #expect(frame.pictures == [
            PicturePlacement(item: 1, row: 1, column: 13, columns: 4, rows: 2, skippedColumns: 0, cellColumns: 4),
            PicturePlacement(item: 3, row: 1, column: 29, columns: 1, rows: 2, skippedColumns: 0, cellColumns: 4),
        ])
        // At the left edge: item 0's cell starts 3 columns before the screen, its last column shows.
        var left = Self.picker(drawing: .placements, start: 2)
        Self.received(&left, [PictureUpdate(item: 0, picture: .ready(Self.symbols))])
        #expect(left.look.frame(of: left).pictures == [
            PicturePlacement(item: 0, row: 1, column: 0, columns: 1, rows: 2, skippedColumns: 3, cellColumns: 4),
        ])
    }

    @Test("placements at rest only (sixel): symbols while the strip glides, placements once it rests")
    func placementsAtRest() {
        var picker = Self.picker(drawing: .placementsAtRest, start: 1)
        Self.received(&picker, (0..<4).map { PictureUpdate(item: $0, picture: .ready(Self.symbols)) })
        #expect(picker.look.frame(of: picker).pictures.count == 4)
        _ = picker.update(.input(.key(.right)), at: picker.time + PickerHarness.frame)
        _ = picker.update(.advance, at: picker.time + PickerHarness.frame)
        #expect(picker.isAnimating)
        let moving = picker.look.frame(of: picker)
        #expect(moving.pictures.isEmpty)
        #expect(moving.textLines[1].contains("▀▀"))
        PickerHarness.settle(&picker)
        let rested = picker.look.frame(of: picker)
        #expect(rested.pictures.map(\.item) == [0, 1, 2, 3])
        #expect(rested.textLines[3] == "           blue.png")
    }

    @Test("the placeholder box for each height and width, in box drawing and in ASCII", arguments: [
        (4, 1, false, false, ["[… ]"]),
        (4, 3, true, false, ["┌──┐", "│× │", "└──┘"]),
        (5, 4, false, true, ["+---+", "| . |", "|   |", "+---+"]),
        (1, 2, false, false, ["…", "…"]),
    ] as [(Int, Int, Bool, Bool, [String])])
    func placeholderBox(columns: Int, rows: Int, failed: Bool, ascii: Bool, expected: [String]) {
        #expect(StripView(ascii: ascii).placeholder(columns: columns, rows: rows, failed: failed) == expected)
    }

    @Test("every frame of a glide draws, also those where a cell's padding alone is on the screen (its picture's columns were a range below zero)")
    func paddingAloneOnScreen() {
        let items = ItemStore(items: Self.paths)
        // 60 columns, 16 x 6 cells (18 with their padding), from item 1 to item 3: item 0's
        // cell leaves the screen's left edge on the way, its picture first.
        var picker = Picker(items: items, layout: items.layout(spacing: 2), picture: ScreenSize(columns: 60, rows: 10), start: 1,
                            pictures: PictureStrip(columns: 16, rows: 6))
        Self.received(&picker, (0..<4).map { PictureUpdate(item: $0, picture: .ready(Array(repeating: Self.symbols[0], count: 6))) })
        _ = picker.update(.input(.key(.right)), at: picker.time + PickerHarness.frame)
        _ = picker.update(.input(.key(.right)), at: picker.time + PickerHarness.frame)
        var frames = 0
        while picker.isAnimating, frames < 600 {
            _ = picker.update(.advance, at: picker.time + PickerHarness.frame)
            let strip = picker.look.frame(of: picker).textLines[picker.screenLayout.stripRow]
            #expect(strip.contains("▕") && strip.contains("▀▀▀▀"), "frame \(frames): \(strip)")
            frames += 1
        }
        #expect(picker.centeredIndex == 3 && frames > 5)
    }
}
