import Testing
@testable import MoodpickCore

/// The query's cursor: fzf's keys move it, typing and erasing act at it, and the prompt draws
/// the character under it in reverse once it has left the end.
@Suite("Query cursor")
struct QueryCursorTests {
    /// `text` with `|` at the cursor.
    private static func shown(_ query: QueryText) -> String {
        query.beforeCursor + "|" + query.afterCursor
    }

    /// One edit or move, by name.
    private static func apply(_ step: String, to query: inout QueryText) {
        switch step {
        case "start": _ = query.move(.start)
        case "end": _ = query.move(.end)
        case "left": _ = query.move(.left)
        case "right": _ = query.move(.right)
        case "wordBack": _ = query.move(.wordBack)
        case "wordForward": _ = query.move(.wordForward)
        case "backspace": _ = query.eraseCharacter()
        case "ctrlW": _ = query.eraseWord()
        case "ctrlU": _ = query.clear()
        default: _ = query.type(step)
        }
    }

    @Test("moves and edits at the cursor", arguments: [
        ("fix pay", ["start"], "|fix pay"),
        ("fix pay", ["start", "x"], "x|fix pay"),
        ("fix pay", ["wordBack"], "fix |pay"),
        ("fix pay", ["wordBack", "wordBack"], "|fix pay"),
        ("fix pay", ["start", "wordForward"], "fix| pay"),
        ("fix pay", ["start", "wordForward", "wordForward"], "fix pay|"),
        ("fix pay", ["left", "left", "backspace"], "fix |ay"),
        ("fix pay", ["wordBack", "ctrlW"], "|pay"),
        ("fix pay", ["wordBack", "ctrlU"], "|pay"),
        ("fix pay", ["ctrlU"], "|"),
        ("fix pay", ["start", "right", "end"], "fix pay|"),
        ("fix pay", ["start", "left", "backspace"], "|fix pay"),
        ("😀é", ["left", "x"], "😀x|é"),
        ("e", ["\u{301}"], "e\u{301}|"),                          // a combining mark joins the character before
        ("ab", ["left", "\u{301}", "x"], "a\u{301}x|b"),
        ("a b", ["wordBack", "wordBack", "ctrlW"], "|a b"),
    ])
    func edits(text: String, steps: [String], expected: String) {
        var query = QueryText(text)
        for step in steps { Self.apply(step, to: &query) }
        #expect(Self.shown(query) == expected)
    }

    @Test("the keys move the picker's query cursor; a letter typed there filters on the new text")
    func keys() {
        var picker = PickerHarness.picker(ItemStore(items: ["payment", "xpay", "main"]))
        for key: Key in [.character("p"), .character("a"), .character("y"), .ctrlA, .character("x")] {
            picker.handle(.key(key), at: .zero)
        }
        #expect(Self.shown(picker.query) == "x|pay")
        for key: Key in [.ctrlE, .altB, .ctrlB, .ctrlF, .altF] { picker.handle(.key(key), at: .zero) }
        #expect(Self.shown(picker.query) == "xpay|")
    }

    @Test("Ctrl-A marks every match under --multi; without it, it moves the cursor")
    func ctrlA() {
        #expect(KeyMap.standard().action(for: .ctrlA) == .moveCursor(.start))
        #expect(KeyMap.standard(multi: true).action(for: .ctrlA) == .markAll)
        #expect(KeyMap.standard(multi: true).action(for: .altB) == .moveCursor(.wordBack))
    }

    @Test("the prompt draws the character under a moved cursor in reverse, nothing at the end")
    func drawn() throws {
        var picker = PickerHarness.picker(ItemStore(items: ["payment", "main"]), columns: 40, rows: 8)
        for key: Key in [.character("p"), .character("a"), .character("y")] { picker.handle(.key(key), at: .zero) }
        let view = StripView()
        /// The reversed spans of the prompt's row (the one that starts with `> `).
        func reversed(_ frame: Frame) -> [Span] {
            let row = frame.lines.first { $0.spans.first?.text.hasPrefix(">") == true }
            return row?.spans.filter { $0.style.attributes.contains(.reverse) } ?? []
        }
        #expect(reversed(view.frame(of: picker)).isEmpty)
        picker.handle(.key(.altB), at: .zero)
        let cursor = reversed(view.frame(of: picker))
        #expect(cursor.map(\.text) == ["p"])
        #expect(cursor.first?.column == 2, "after the prompt '> '")
    }
}
