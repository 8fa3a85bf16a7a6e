import Testing
@testable import MoodpickCore

@Suite("ReplayScript")
struct ReplayScriptTests {
    static func entry(_ ms: Double, _ event: InputEvent) -> ReplayScript.Entry {
        ReplayScript.Entry(time: PickerHarness.ms(ms), event: event)
    }

    static let keyNames: [(String, Key)] = [
        ("left", .left), ("right", .right), ("up", .up), ("down", .down), ("home", .home), ("end", .end),
        ("pgup", .pageUp), ("pgdn", .pageDown), ("enter", .enter), ("esc", .escape), ("space", .space),
        ("tab", .tab), ("btab", .backTab), ("backspace", .backspace), ("ctrl-c", .ctrlC), ("ctrl-g", .ctrlG),
        ("ctrl-q", .ctrlQ), ("ctrl-n", .ctrlN), ("ctrl-p", .ctrlP), ("ctrl-z", .ctrlZ), ("ctrl-j", .ctrlJ), ("ctrl-k", .ctrlK), ("ctrl-e", .ctrlE),
        ("ctrl-b", .ctrlB), ("ctrl-f", .ctrlF), ("alt-b", .altB), ("alt-f", .altF),
        ("ctrl-u", .ctrlU), ("ctrl-w", .ctrlW), ("ctrl-a", .ctrlA), ("ctrl-t", .ctrlT),
        ("a", .character("a")), ("Z", .character("Z")), ("7", .character("7")), ("#", .character("#")),
        ("é", .character("é")), ("😀", .character("😀")), ("-", .character("-")),
    ]

    @Test("every key name parses", arguments: keyNames)
    func keyName(name: String, key: Key) throws {
        let script = try ReplayScript(parsing: "3 key \(name)")
        #expect(script.entries == [Self.entry(3, .key(key))])
    }

    @Test("every event form parses", arguments: [
        ("0 press 3 4", InputEvent.press(column: 3, row: 4)),
        ("0 drag 0 0", .drag(column: 0, row: 0)),
        ("0 release 79 23", .release(column: 79, row: 23)),
        ("0 wheel up 1 2", .wheel(.up, column: 1, row: 2)),
        ("0 wheel down 0 11", .wheel(.down, column: 0, row: 11)),
        ("0 resize 30 8", .resize(columns: 30, rows: 8)),
        ("0 resize 1 1", .resize(columns: 1, rows: 1)),
        ("0 key enter", .key(.enter)),
        ("  0\tpress   5\t6  ", .press(column: 5, row: 6)),
    ])
    func eventForm(line: String, event: InputEvent) throws {
        #expect(try ReplayScript(parsing: line).entries == [Self.entry(0, event)])
    }

    @Test("decimal times", arguments: [
        ("12.5", Duration.milliseconds(12) + .microseconds(500)),
        ("0.001", .microseconds(1)),
        ("1000.25", .milliseconds(1000) + .microseconds(250)),
        ("16.667", .microseconds(16_667)),
        ("0", .zero), ("007", .milliseconds(7)), ("3.", .milliseconds(3)),
    ])
    func decimalTimes(text: String, time: Duration) throws {
        #expect(try ReplayScript(parsing: "\(text) key left").entries.first?.time == time)
    }

    @Test("comments, blank lines and equal times are fine")
    func commentsAndBlanks() throws {
        let good = "# a replay\n\n   \n\t# indented comment\n0 key right\n0 key right\n\n12.5 key enter\n# end\n"
        let script = try ReplayScript(parsing: good)
        #expect(script.entries == [Self.entry(0, .key(.right)), Self.entry(0, .key(.right)), Self.entry(12.5, .key(.enter))])
        #expect(try ReplayScript(parsing: "").entries.isEmpty)
        #expect(try ReplayScript(parsing: "# only a comment").entries.isEmpty)
    }

    @Test("CRLF line endings: each line is its own line, errors name the right one")
    func crlf() throws {
        let text = "# a replay\r\n\r\n0 key right\r\n0 key right\r\n12.5 press 3 11\r\n"
        let script = try ReplayScript(parsing: text)
        #expect(script.entries == [Self.entry(0, .key(.right)), Self.entry(0, .key(.right)), Self.entry(12.5, .press(column: 3, row: 11))])
        #expect {
            try ReplayScript(parsing: "# one\r\n# two\r\n10 key left\r\n5 key right\r\n")
        } throws: { error in
            (error as? ReplayError)?.line == 4
        }
    }

    @Test("a malformed line is an error naming its 1-based line", arguments: [
        ("x key left", 1, "expected a time"),
        ("# c\n\n0 key left\nsoon key left", 4, "expected a time"),
        ("-1 key left", 1, "expected a time"),
        ("nan key left", 1, "expected a time"),
        ("inf key left", 1, "expected a time"),
        ("0 key left\n10 key right\n9.5 key left", 3, "earlier"),
        ("# one\n# two\n10 key left\n5 key right\n", 4, "earlier"),
        ("0 key foo", 1, "unknown key 'foo'"),
        ("0 key\n", 1, "unknown key"),
        ("0 key left\n1 key a b", 2, "unknown key 'a b'"),
        ("0 key Left", 1, "unknown key 'Left'"),
        ("0 key ab", 1, "unknown key 'ab'"),
        ("0 jump 1 2", 1, "unknown event 'jump'"),
        ("0 key left\n\n5", 3, "missing event"),
        ("0 press 1", 1, "'press' takes 2 numbers, found 1"),
        ("0 drag 1 2 3", 1, "'drag' takes 2 numbers, found 3"),
        ("\n0 release", 2, "'release' takes 2 numbers, found 0"),
        ("0 resize 80", 1, "'resize' takes 2 numbers, found 1"),
        ("0 wheel up 1", 1, "wheel needs"),
        ("0 wheel sideways 1 2", 1, "wheel needs"),
        ("0 wheel up 1 2 3", 1, "wheel needs"),
        ("0 resize 0 24", 1, "at least 1 × 1"),
        ("0 press -1 2", 1, "'-1' is not a column or row"),
        ("0 press 2 1.5", 1, "'1.5' is not a column or row"),  // a column may have decimals (pixels), a row never
    ])
    func errors(text: String, line: Int, message: String) {
        #expect {
            try ReplayScript(parsing: text)
        } throws: { error in
            guard let error = error as? ReplayError else { return false }
            return error.line == line && error.message.contains(message)
                && error.description.hasPrefix("line \(line): ")
        }
    }

    @Test("line(for:at:) writes a line that parses back to the same entry", arguments: [
        InputEvent.key(.left), .key(.pageDown), .key(.backTab), .key(.ctrlZ), .key(.space), .key(.enter),
        .key(.character("q")), .key(.character("😀")), .key(.character("#")),
        .press(column: 0, row: 11), .drag(column: 79, row: 0), .release(column: 12, row: 3),
        .wheel(.up, column: 4, row: 5), .wheel(.down, column: 0, row: 0), .resize(columns: 132, rows: 43),
    ])
    func lineRoundTrip(event: InputEvent) throws {
        for time in [Duration.zero, .milliseconds(16), .microseconds(16_667), .seconds(90) + .microseconds(1)] {
            let line = ReplayScript.line(for: event, at: time)
            #expect(try ReplayScript(parsing: line).entries == [ReplayScript.Entry(time: time, event: event)])
        }
    }

    @Test("text writes one line per entry and parses back")
    func textRoundTrip() throws {
        let script = ReplayScript(entries: [
            Self.entry(0, .resize(columns: 80, rows: 24)), Self.entry(0, .key(.right)), Self.entry(12.5, .press(column: 40, row: 11)),
            Self.entry(20.125, .drag(column: 30, row: 11)), Self.entry(20.125, .release(column: 30, row: 11)),
            Self.entry(500, .wheel(.down, column: 1, row: 1)), Self.entry(900, .key(.character("s"))), Self.entry(1000, .key(.enter)),
        ])
        #expect(script.text == """
            0 resize 80 24
            0 key right
            12.5 press 40 11
            20.125 drag 30 11
            20.125 release 30 11
            500 wheel down 1 1
            900 key s
            1000 key enter

            """)
        #expect(try ReplayScript(parsing: script.text) == script)
        #expect(ReplayScript(entries: []).text == "")
    }

    @Test("a paste is written as one paste line, spaces kept, line breaks left out")
    func pasteLines() throws {
        #expect(ReplayScript.line(for: .paste("ab"), at: .milliseconds(5)) == "5 paste ab")
        #expect(ReplayScript.line(for: .paste("in l\n"), at: .milliseconds(5)) == "5 paste in l")
        let script = try ReplayScript(parsing: ReplayScript.line(for: .paste("shock  wave"), at: .milliseconds(5)))
        #expect(script.entries.map(\.event) == [.paste("shock  wave")])
    }

    @Test("a recorded paste replays to the item the paste jumped to (--replay reproduces --record)")
    func recordedPasteReplays() throws {
        let items = ItemStore(items: ["😀 start", "😀 inland", "😀 in love"])
        var live = PickerHarness.picker(items, options: PickerOptions(jump: true))
        live.handle(.paste("in l"), at: .zero)
        #expect(live.target == 2)
        let script = try ReplayScript(parsing: ReplayScript.line(for: .paste("in l"), at: .zero))
        var replayed = PickerHarness.picker(items, options: PickerOptions(jump: true))
        for entry in script.entries { replayed.handle(entry.event, at: entry.time) }
        #expect(replayed.target == live.target)
    }

    static let decimalTable: [(Double, String)] = [
        (0, "0"), (78, "78"), (-78, "-78"), (12.5, "12.5"), (-12.5, "-12.5"), (0.5, "0.5"), (-0.5, "-0.5"),
        (-0.333, "-0.333"), (1.0 / 3, "0.333"), (2.0 / 3, "0.667"), (0.001, "0.001"), (-0.001, "-0.001"),
        (0.0004, "0"), (-0.0004, "0"), (-0.0, "0"), (1e-9, "0"), (1e-300, "0"), (16.666667, "16.667"),
        (100.1, "100.1"), (2.05, "2.05"), (90, "90"), (1234567.125, "1234567.125"), (1e12, "1000000000000"),
        (1e15, "1000000000000000"), (-1e15, "-1000000000000000"), (Double.infinity, "0"), (Double.nan, "0"),
    ]

    @Test("DecimalText.format: at most three decimals, no exponent, no trailing zeros", arguments: decimalTable)
    func decimalText(value: Double, text: String) {
        #expect(DecimalText.format(value) == text)
        #expect(!DecimalText.format(value).contains("e"))
    }

    @Test("DecimalText.format of huge values writes all the digits (and does not trap)")
    func decimalTextHuge() async {
        await #expect(processExitsWith: .success) {
            precondition(DecimalText.format(1e19) == "10000000000000000000")
            precondition(DecimalText.format(-1e19) == "-10000000000000000000")
        }
    }
}
