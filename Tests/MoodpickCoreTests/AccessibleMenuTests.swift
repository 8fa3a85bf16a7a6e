import Testing
@testable import MoodpickCore

/// A menu over `lines`, filtered by the picker's own matcher (`FilterJob`).
private func menu(_ lines: [String]) -> AccessibleMenu {
    let store = ItemStore(items: lines)
    return AccessibleMenu(
        count: store.count, label: { lines[$0] },
        match: { query in
            var job = FilterJob(query: query, items: store, candidates: nil, sorted: true)
            return job.finish().map(Int.init)
        }, prompt: "> ")
}

private let moods = ["😀 happy", "😢 sad", "😡 angry"]
private let many = (1...45).map { "item \($0)" }

@Suite("Accessible menu")
struct AccessibleMenuTests {
    @Test("the first listing: a heading, numbered lines, what to type, the prompt")
    func firstListing() {
        #expect(menu(moods).start() == AccessibleMenu.Step(text: """
            3 items:
            1. 😀 happy
            2. 😢 sad
            3. 😡 angry
            Press 1 to 3 to choose, other text to filter, Enter alone to cancel.
            > 
            """, outcome: nil))
    }

    @Test("a number and Enter chooses the item it numbers; one out of range says so and asks again",
          arguments: [("2", AccessibleMenu.Outcome.chosen(1)), (" 3 ", .chosen(2)), ("1", .chosen(0))])
    func choosesByNumber(line: String, outcome: AccessibleMenu.Outcome) {
        var picker = menu(moods)
        #expect(picker.read(line: line).outcome == outcome)
    }

    @Test("a number that numbers nothing is refused, and the menu goes on")
    func refusesOutOfRange() {
        var picker = menu(moods)
        let step = picker.read(line: "7")
        #expect(step.outcome == nil)
        #expect(step.text == "No item 7. Press 1 to 3 to choose, other text to filter, Enter alone to cancel.\n> ")
        #expect(picker.read(line: "0").outcome == nil)
    }

    @Test("one key chooses at once among at most nine matches; Enter, Esc and Ctrl-D cancel; other keys begin a line")
    func oneKey() {
        let picker = menu(moods)
        #expect(picker.choosesByOneKey)
        #expect(picker.key(UInt8(ascii: "3"))?.outcome == .chosen(2))
        #expect(picker.key(UInt8(ascii: "4")) == nil)
        #expect(picker.key(UInt8(ascii: "s")) == nil)
        for byte: UInt8 in [0x0A, 0x0D, 0x1B, 0x04] { #expect(picker.key(byte)?.outcome == .cancelled) }
        #expect(!menu(many).choosesByOneKey)
    }

    @Test("typed text filters with the picker's matcher and numbers the matches again; a number then counts them")
    func filters() {
        var picker = menu(moods)
        let step = picker.read(line: "sa")
        #expect(step.text == """
            1 match for sa:
            1. 😢 sad
            Press 1 to choose, other text to filter, Enter alone to cancel.
            > 
            """)
        #expect(picker.read(line: "1").outcome == .chosen(1))
    }

    @Test("no match says so; - lists every item again")
    func noMatchThenEvery() {
        var picker = menu(moods)
        #expect(picker.read(line: "zzz").text == "No match for zzz. Type other text, - for every item, or an empty line to cancel.\n> ")
        #expect(!picker.choosesByOneKey)
        #expect(picker.read(line: "2").outcome == nil)
        #expect(picker.read(line: "-").text.hasPrefix("3 items:\n1. 😀 happy\n"))
    }

    @Test("many items are paged by twenty; + shows the next page, numbered on; a number from any page chooses")
    func pages() {
        var picker = menu(many)
        let first = picker.start().text
        #expect(first.hasPrefix("45 items:\n1. item 1\n"))
        #expect(first.contains("20. item 20\n25 more: type more text, or + for the next page.\n"))
        #expect(!first.contains("21. "))
        let second = picker.read(line: "+").text
        #expect(second.contains("21. item 21\n") && second.contains("40. item 40\n5 more:"))
        let third = picker.read(line: "+").text
        #expect(third.contains("45. item 45\nType 1 to 45 and Enter to choose"))
        #expect(picker.read(line: "+").text.hasPrefix("No more items."))
        #expect(picker.read(line: "3").outcome == .chosen(2))
    }

    @Test("an empty line, a line beginning with Esc and the end of input cancel", arguments: ["", "   ", "\u{1B}", "\u{1B}[A"])
    func cancels(line: String) {
        var picker = menu(moods)
        #expect(picker.read(line: line) == AccessibleMenu.Step(text: "\nCancelled.\n", outcome: .cancelled))
        #expect(picker.endOfInput().outcome == .cancelled)
    }

    @Test("a line holding only NUL is not Enter alone: it neither cancels nor chooses", arguments: ["\u{0}", "\u{0}\u{0}", " \u{0}"])
    func nulLine(line: String) {
        var picker = menu(moods)
        let step = picker.read(line: line)
        #expect(step.outcome == nil)
        #expect(step.text.hasPrefix("No match for"), "\(step.text)")
    }

    @Test("no escape sequence or control character is ever printed, whatever an item or the query holds")
    func plainText() {
        var picker = menu(["\u{1B}[31mred\u{1B}[0m", "tab\there", "bell\u{07}\u{9B}x"])
        let text = picker.start().text + picker.read(line: "r\u{1B}]0;t\u{07}").text
        #expect(text.contains("1. red\n2. tab here\n3. bell  x\n"))
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
    }
}
