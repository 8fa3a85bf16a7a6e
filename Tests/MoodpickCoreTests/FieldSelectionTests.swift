import Testing
@testable import MoodpickCore

/// `--delimiter`, `--with-nth`, `--accept-nth`: parsing and what each selects.
@Suite("Filter: fields")
struct FieldSelectionTests {
    @Test("lists that parse", arguments: [
        ("2", [FieldRange(lower: 2, upper: 2)]),
        ("1,3", [FieldRange(lower: 1, upper: 1), FieldRange(lower: 3, upper: 3)]),
        ("2..", [FieldRange(lower: 2, upper: nil)]),
        ("..2", [FieldRange(lower: nil, upper: 2)]),
        ("-1", [FieldRange(lower: -1, upper: -1)]),
        ("2..-2", [FieldRange(lower: 2, upper: -2)]),
        ("..", [FieldRange(lower: nil, upper: nil)]),
    ])
    func parses(text: String, expected: [FieldRange]) throws {
        let selection = try FieldSelection(delimiter: nil, withNth: text, acceptNth: text)
        #expect(selection.withNth == expected)
        #expect(selection.acceptNth == expected)
    }

    @Test("lists that do not parse say what is wrong", arguments: ["", "0", "a", "1,", ",1", "1...2", "+1", "1..x", "..0"])
    func rejects(text: String) {
        #expect(throws: FieldSelectionError.self) { try FieldSelection(delimiter: nil, withNth: text, acceptNth: nil) }
        do {
            _ = try FieldSelection(delimiter: nil, withNth: nil, acceptNth: text)
            Issue.record("accepted --accept-nth \(text)")
        } catch {
            #expect("\(error)".contains("--accept-nth"))
        }
    }

    @Test("an empty delimiter is an error")
    func emptyDelimiter() {
        #expect(throws: FieldSelectionError.self) { try FieldSelection(delimiter: "", withNth: "1", acceptNth: nil) }
    }

    @Test("what --with-nth shows and --accept-nth prints", arguments: [
        // (delimiter, list, line, expected)
        ("\t", "2", "a\tb\tc", "b"),
        ("\t", "2..", "a\tb\tc", "b\tc"),
        ("\t", "..2", "a\tb\tc", "a\tb"),
        ("\t", "1,3", "a\tb\tc", "a\tc"),
        ("\t", "3,1", "a\tb\tc", "c\ta"),
        ("\t", "-1", "a\tb\tc", "c"),
        ("\t", "2", "a\t\tc", ""),            // empty fields count, as with cut
        ("\t", "4", "a\tb\tc", ""),
        ("::", "2", "a::b::c", "b"),
        ("::", "1,3", "a::b::c", "a:c"),      // joined by the delimiter's first character
        (nil, "2", "  one   two three ", "two"),
        (nil, "2..", "one   two\tthree", "two\tthree"),
        (nil, "1,3", "one two three", "one three"),
        (nil, "1", "😀 happy", "😀"),
        (nil, "2", "😀 happy", "happy"),
    ] as [(String?, String, String, String)])
    func selects(delimiter: String?, list: String, line: String, expected: String) throws {
        let selection = try FieldSelection(delimiter: delimiter, withNth: list, acceptNth: list)
        let items = ItemStore(items: [line])
        #expect(selection.label(at: 0, in: items) == expected)
        #expect(selection.output(.line, for: 0, in: items) == Array((expected + "\n").utf8))
    }

    @Test("without --with-nth the label is the item's label; without --accept-nth the line is printed")
    func whole() throws {
        let items = ItemStore(items: ["😀 happy\tx"])
        #expect(FieldSelection.whole.label(at: 0, in: items) == "happy\tx")
        #expect(FieldSelection.whole.output(.line, for: 0, in: items) == Array("😀 happy\tx\n".utf8))
        let accept = try FieldSelection(delimiter: "\t", withNth: nil, acceptNth: "2")
        #expect(accept.output(.label, for: 0, in: items) == Array("happy\tx\n".utf8), "only the line format changes")
        #expect(accept.output(.line, for: 0, in: items, print0: true) == Array("x\0".utf8))
    }

    @Test("the filter matches the selected fields")
    func filterMatchesFields() throws {
        let items = ItemStore(items: ["main\tfix the parser", "feature\tadd main menu", "dev\tnothing"])
        let subject = try FieldSelection(delimiter: "\t", withNth: "2", acceptNth: "1")
        var job = FilterJob(query: FilterQuery("main"), items: items, candidates: nil, sorted: true, fields: subject)
        #expect(job.finish() == [1])
        let both = try FieldSelection(delimiter: "\t", withNth: "2,1", acceptNth: nil)
        var reordered = FilterJob(query: FilterQuery("parser main"), items: items, candidates: nil, sorted: true, fields: both)
        #expect(reordered.finish() == [0])
        var suffix = FilterJob(query: FilterQuery("main$"), items: items, candidates: nil, sorted: true, fields: both)
        #expect(suffix.finish() == [0])
    }
}
