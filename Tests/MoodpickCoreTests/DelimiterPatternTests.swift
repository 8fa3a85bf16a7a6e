import Testing
@testable import MoodpickCore

/// `--delimiter` as fzf reads it: a regular expression of the subset DelimiterPattern names,
/// splitting lines into fields; the rest refused with a message.
@Suite("Filter: delimiter patterns")
struct DelimiterPatternTests {
    /// The fields of `line` split by `pattern`, as text.
    private static func split(_ line: String, by pattern: String) throws -> [String] {
        let selection = try FieldSelection(delimiter: pattern, withNth: nil, acceptNth: nil)
        var fields: [Range<Int>] = []
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBytes { buffer in
            FieldSelection.fields(of: buffer, delimiter: selection.delimiter, pattern: selection.pattern, into: &fields)
            return fields.map { String(decoding: buffer[$0], as: UTF8.self) }
        }
    }

    @Test("patterns split as Go's regexp splits them (fzf's)", arguments: [
        ("a\tb\tc", "\\t", ["a", "b", "c"]),
        ("a\t\tb", "\\t", ["a", "", "b"]),
        ("a\t\tb", "\\t+", ["a", "b"]),
        ("a:b,c", "[:,]", ["a", "b", "c"]),
        ("a  b \t c", "\\s+", ["a", "b", "c"]),
        ("a1b22c", "\\d+", ["a", "b", "c"]),
        ("ab--cd", "\\W+", ["ab", "cd"]),
        ("a.b", "\\.", ["a", "b"]),
        ("a.b", ".", ["", "", "", ""]),
        ("a::b:c", "::|:", ["a", "b", "c"]),
        ("a:b", "x|:", ["a", "b"]),
        ("ab-cd", "[^a-z]", ["ab", "cd"]),
        ("a b\tc", "[[:space:]]", ["a", "b", "c"]),
        ("a]b", "[]]", ["a", "b"]),
        ("a-b", "[a-]", ["", "", "b"]),
        ("a😀b😀c", "😀", ["a", "b", "c"]),
        ("a, b,c", ", ?", ["a", "b", "c"]),
        ("aXXbXc", "X*X", ["a", "b", "c"]),
        ("abc", ":", ["abc"]),
    ])
    func splits(line: String, pattern: String, expected: [String]) throws {
        #expect(try Self.split(line, by: pattern) == expected)
    }

    @Test("a fixed string splits by plain comparison; a pattern by the matcher", arguments: [
        ("\\t", [UInt8(0x09)]), (":", [0x3A]), ("\\.", [0x2E]), ("ab", [0x61, 0x62]), ("\\s", nil), ("[:]", nil), ("a|b", nil),
    ] as [(String, [UInt8]?)])
    func literal(pattern: String, bytes: [UInt8]?) throws {
        let selection = try FieldSelection(delimiter: pattern, withNth: nil, acceptNth: nil)
        #expect(selection.delimiter == bytes)
        #expect((selection.pattern == nil) == (bytes != nil))
    }

    @Test("what is outside the subset is refused, naming it", arguments: [
        ("(a)", "'(' is not supported"), ("^a", "'^' is not supported"), ("a$", "'$' is not supported"),
        ("a{2}", "'{' is not supported"), ("[a", "'[' is never closed"), ("*a", "'*' follows nothing"),
        ("a+?", "'?' follows nothing"), ("\\b", "'\\b' is not supported"), ("a\\", "lone backslash"),
        ("a*", "can match an empty string"), ("|", "can match an empty string (write \\| for a bar)"),
        ("[z-a]", "out of order"), ("[é]", "ASCII characters only"), ("é+", "non-ASCII character takes no '+'"),
        ("[[:nope:]]", "'[:nope:]' is not a class name"),
    ])
    func refused(pattern: String, message: String) {
        do {
            _ = try FieldSelection(delimiter: pattern, withNth: nil, acceptNth: nil)
            Issue.record("accepted --delimiter \(pattern)")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    @Test("--accept-nth joins the pieces of a list by a fixed delimiter, else by a space")
    func joiner() throws {
        let tab = try FieldSelection(delimiter: "\\t", withNth: nil, acceptNth: "1,3")
        let blanks = try FieldSelection(delimiter: "\\s+", withNth: nil, acceptNth: "1,3")
        let line = Array("a\tb\tc".utf8)
        line.withUnsafeBytes { buffer in
            #expect(tab.accepted(buffer) == Array("a\tc".utf8))
            #expect(blanks.accepted(buffer) == Array("a c".utf8))
        }
    }
}
