import Testing
@testable import MoodpickCore

/// Scripts that used to crash, hang or be misread: huge times, huge screens, end-of-line
/// comments, and keys that `--record` wrote but the parser could not read back.
@Suite("ReplayScript bounds and round trips")
struct ReplayScriptBoundsTests {
    @Test("a time too large for the clock is an error naming the line, never a trap", arguments: [
        "9223372036854775808 key enter", "9.3e18 key enter", "1e308 key enter", "0x1p63 key enter",
        "18446744073709551616 key enter", "1000000000000001 key enter", "1000000000000000.001 key enter",
        "10000000000000000 key enter", "+5 key enter", "5e2 key enter",
        "1_000 key enter", ". key enter", ".5 key enter",
    ])
    func hugeTimes(line: String) {
        #expect {
            try ReplayScript(parsing: "0 key right\n" + line)
        } throws: { error in
            guard let error = error as? ReplayError else { return false }
            return error.line == 2 && error.message.contains("expected a time")
        }
    }

    @Test("the largest time accepted still parses exactly")
    func largestTime() throws {
        let script = try ReplayScript(parsing: "999999999999999.999999 key enter")
        #expect(script.entries.first?.time == .milliseconds(999_999_999_999_999) + .nanoseconds(999_999))
        #expect(try ReplayScript(parsing: "1.0000005 key enter").entries.first?.time == .milliseconds(1) + .nanoseconds(1))
        #expect(try ReplayScript(parsing: "1000000000000000.000 key enter").entries.first?.time == .milliseconds(1_000_000_000_000_000))
    }

    /// Found by the replay fuzzer: a time just under the limit is recorded rounded up to it.
    @Test("the record line of the latest time reads back")
    func latestTimeRecorded() throws {
        let script = try ReplayScript(parsing: "999999999999999.9999999 key esc")
        let line = ReplayScript.line(for: script.entries[0].event, at: script.entries[0].time)
        #expect(try ReplayScript(parsing: line).entries.map(\.event) == [.key(.escape)], "line: \(line)")
    }

    @Test("resize and pointer coordinates are bounded like --cols and --rows", arguments: [
        ("0 resize 5 100000000", "1 to 10000"), ("0 resize 1000000000 1000000000", "1 to 10000"),
        ("0 resize 10001 24", "1 to 10000"), ("0 press 10001 2", "0 to 10000"),
        ("0 drag 1 99999999999999999999", "0 to 10000"), ("0 wheel up 20000 1", "wheel needs"),
    ])
    func boundedScreens(line: String, message: String) {
        #expect {
            try ReplayScript(parsing: line)
        } throws: { error in
            (error as? ReplayError)?.message.contains(message) == true
        }
        #expect(throws: Never.self) { try ReplayScript(parsing: "0 resize 10000 10000\n0 press 10000 10000") }
    }

    @Test("a script larger than the cap is refused as a whole")
    func scriptSizeCap() {
        let text = String(repeating: "0 key right\n", count: ReplayLimits.maximumScriptBytes / 12 + 1)
        #expect {
            try ReplayScript(parsing: text)
        } throws: { error in
            (error as? ReplayError).map { $0.line == 0 && $0.description.contains("larger than") } == true
        }
    }

    @Test("`#` after an event's arguments starts a comment", arguments: [
        ("0 key right          # left right up down", InputEvent.key(.right)),
        ("0 key #", .key(.character("#"))),
        ("0 key # # the key #", .key(.character("#"))),
        ("0 key h #comment", .key(.character("h"))),
        ("300 press 50 11      # 0-based column and row", .press(column: 50, row: 11)),
        ("0 wheel down 40 11 # one step", .wheel(.down, column: 40, row: 11)),
        ("0 resize 80 24\t# the screen", .resize(columns: 80, rows: 24)),
    ])
    func endOfLineComments(line: String, event: InputEvent) throws {
        #expect(try ReplayScript(parsing: line).entries.map(\.event) == [event])
    }

    @Test("the README's replay example parses")
    func readmeExample() throws {
        let text = """
            0 resize 80 24
            0 key right          # left right up down home end pgup pgdn enter esc space tab btab backspace
            120 key h            # any one printable character types it
            300 press 50 11      # 0-based column and row
            320 drag 44 11
            340 release 40 11
            900 wheel down 40 11
            1500 key enter
            """
        #expect(try ReplayScript(parsing: text).entries.count == 8)
    }

    /// Characters a user can type that a split on `Character`s or on Unicode whitespace misreads.
    static let oddKeys: [Character] = [
        "\u{A0}", "\u{3000}", "\u{2028}", "\u{2029}", "\u{301}", "\u{FE0F}", "\u{200D}", "\u{1F3FD}",
        "\u{202E}", "\u{FEFF}", "\u{200B}", " \u{301}", "e\u{301}", "U", "+", "U+0041", "\u{1F468}\u{200D}\u{1F469}",
    ].compactMap { (text: String) in text.count == 1 ? text.first : nil }

    @Test("every typed key --record writes, --replay reads back", arguments: oddKeys)
    func recordedKeysReadBack(character: Character) throws {
        let line = ReplayScript.line(for: .key(.character(character)), at: .milliseconds(7))
        #expect(try ReplayScript(parsing: line).entries.map(\.event) == [.key(.character(character))], "line: \(line)")
        #expect(line.unicodeScalars.allSatisfy { $0.properties.generalCategory != .format })
    }

    @Test("odd keys are written as U+ escapes", arguments: [
        ("\u{A0}", "U+00A0"), ("\u{301}", "U+0301"), ("\u{1F3FD}", "U+1F3FD"), (" \u{301}", "U+0020+0301"), ("\u{202E}", "U+202E"),
    ])
    func escapes(text: String, name: String) throws {
        #expect(ReplayScript.line(for: .key(.character(Character(text))), at: .zero) == "0 key \(name)")
    }

    @Test("a malformed escape is an unknown key", arguments: ["U+", "U+G", "U+110000", "U+D800", "U+0041+0042", "U+001B", "U+1234567"])
    func badEscapes(name: String) {
        #expect(throws: ReplayError.self) { try ReplayScript(parsing: "0 key \(name)") }
    }

    @Test("a paste that starts with a combining mark or NBSP replays", arguments: ["\u{301}x", "\u{A0}a b", " \u{301}", "\u{FE0F}"])
    func oddPastes(text: String) throws {
        let line = ReplayScript.line(for: .paste(text), at: .milliseconds(3))
        #expect(try ReplayScript(parsing: line).entries.map(\.event) == [.paste(text)])
    }
}
