import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// SGR mouse reports in pixels (DEC 1016), turned into cells by the cell's size in pixels.
@Suite("MouseReport: pixels")
struct MouseReportPixelTests {
    static let cell = TerminalAbilities.PixelSize(width: 10, height: 20)

    @Test("pixels become cells, the place inside the column kept as the fraction", arguments: [
        ("0;0;0", "M", InputEvent.press(column: 0, row: 0, fraction: 0)),
        ("0;125;47", "M", .press(column: 12, row: 2, fraction: 0.5)),
        ("32;129;41", "M", .drag(column: 12, row: 2, fraction: 0.9)),
        ("0;130;59", "m", .release(column: 13, row: 2, fraction: 0)),
        ("65;125;47", "M", .wheel(.down, column: 12, row: 2)),
    ])
    func pixels(body: String, final: String, event: InputEvent) {
        #expect(MouseReport.sgr(body: body, final: Character(final), pixelCell: Self.cell) == event)
    }

    @Test("the pointer leaving the window (kitty's 256) and the extra buttons (128) are never the left button")
    func leaving() {
        #expect(MouseReport.sgr(body: "288;125;47", final: "M", pixelCell: Self.cell) == nil)
        #expect(MouseReport.sgr(body: "128;13;5", final: "M") == nil)
    }

    @Test("the decoder reads pixels only when told the cell's size; pixel reports of a drag split anywhere decode the same")
    func decoder() {
        let bytes = Array("\u{1B}[<0;125;47M\u{1B}[<32;117;47M\u{1B}[<0;109;47m".utf8)
        var cells = InputDecoder()
        #expect(cells.feed(bytes) == [.event(.press(column: 124, row: 46)), .event(.drag(column: 116, row: 46)), .event(.release(column: 108, row: 46))])
        let expected: [TerminalToken] = [.event(.press(column: 12, row: 2, fraction: 0.5)), .event(.drag(column: 11, row: 2, fraction: 0.7)),
                                         .event(.release(column: 10, row: 2, fraction: 0.9))]
        for cut in 0...bytes.count {
            var decoder = InputDecoder(pixelCell: Self.cell)
            #expect(decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...]) + decoder.flush() == expected, "cut at \(cut)")
        }
    }

    @Test("configured from the probe's abilities: kitty flags where answered, pixels only with 1016 and a cell size", arguments: [
        (TerminalAbilities.none, 0, false),
        (TerminalAbilities(kittyKeyboardFlags: 0), 27, false),
        (TerminalAbilities(pixelMouse: .reset), 0, false),
        (TerminalAbilities(pixelMouse: .reset, cellPixels: .init(width: 9, height: 18)), 0, true),
        (TerminalAbilities(pixelMouse: .alwaysReset, cellPixels: .init(width: 9, height: 18)), 0, false),
        (TerminalAbilities(pixelMouse: .set, kittyKeyboardFlags: 1, cellPixels: .init(width: 0, height: 18)), 27, false),
    ])
    func configured(abilities: TerminalAbilities, flags: Int, pixels: Bool) {
        var decoder = InputDecoder()
        decoder.configure(for: abilities)
        #expect(decoder.keyboardFlags == flags)
        #expect((decoder.pixelCell != nil) == pixels)
    }
}
