import Testing
@testable import MoodpickCore

/// The replay script's key events and pixel pointer columns (docs/CONTRACT.md §6).
@Suite("ReplayScript: key events and pixel columns")
struct ReplayKeyEventTests {
    @Test("keydown, keyrepeat and keyup lines parse and are written back the same", arguments: [
        ("0 keydown right", InputEvent.keyDown(.right)), ("33 keyrepeat right", .keyRepeat(.right)),
        ("1000 keyup right", .keyUp(.right)), ("5 keydown esc", .keyDown(.escape)), ("5 keyup enter  # late", .keyUp(.enter)),
        ("7 keydown ctrl-t", .keyDown(.ctrlT)), ("9 keyrepeat x", .keyRepeat(.character("x"))),
        ("2 drag 12.375 3", .drag(column: 12, row: 3, fraction: 0.375)), ("2 press 0.5 1", .press(column: 0, row: 1, fraction: 0.5)),
        ("3 release 7.25 0", .release(column: 7, row: 0, fraction: 0.25)), ("3 release 7 0", .release(column: 7, row: 0)),
    ])
    func roundTrip(line: String, event: InputEvent) throws {
        let script = try ReplayScript(parsing: line)
        #expect(script.entries.map(\.event) == [event])
        let written = ReplayScript.line(for: event, at: script.entries[0].time)
        #expect(try ReplayScript(parsing: written).entries == script.entries)
    }

    @Test("bad key event lines and pixel columns name their line", arguments: [
        "0 keydown", "0 keyup nothing", "0 keyrepeat right left", "0 drag 1.2.3 4", "0 drag -1.5 2", "0 press 1e3 2",
        "0 release 10001.5 2", "0 drag 3 4.5",
    ])
    func refused(line: String) {
        #expect(throws: ReplayError.self) { try ReplayScript(parsing: "# first\n" + line) }
    }
}
