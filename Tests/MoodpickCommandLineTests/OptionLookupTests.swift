import Testing
@testable import MoodpickCommandLine

/// `Option.named`, the scanner's lookup of a long name, and the negations found through it:
/// every name the table spells finds its own option, and nothing else finds any.
@Suite("Option lookup")
struct OptionLookupTests {
    @Test("every option's long name finds that option, and only through the lookup the scanner uses", arguments: Option.allCases)
    func everyName(option: Option) throws {
        #expect(Option.named(Substring(option.rawValue)) == option)
        // Through the scanner too: `--name` (with its value where it takes one) is that option.
        let words = option.spec.arity.valueName == nil ? [option.long] : [option.long + "=1"]
        let parsed = try ArgumentScanner.scan(words)
        #expect(parsed.has(option))
        #expect(parsed.items.isEmpty)
    }

    @Test("every negation (`--no-mouse`, `--no-multi`, `--no-help`) finds its option, and turns it off",
          arguments: Option.allCases.filter { $0.negation != nil })
    func everyNegation(option: Option) throws {
        let negation = try #require(option.negation)
        #expect(Option.negated(named: negation.dropFirst(2)) == option)
        let parsed = try ArgumentScanner.scan([negation])
        #expect(parsed.lastUse { given, _ in given == option }?.use == .off)
    }

    @Test("a name cut short, grown, with another case, a blank or a different letter finds nothing", arguments: [
        "", "-", "he", "heigh", "heightt", "height ", " height", "Height", "HEIGHT", "hEight", "heighs",
        "no-", "select1", "select-", "select-11", "emoji-max", "emoji-max-versions", "Emoji", "helpall",
        "help-", "help_all", "generate-completion", "tmuxx", "rangee", "ma", "mi", "maxx", "d", "q", "fullscreen!",
        "ignorecase", "ignore-case-", "print-quer", "start_index", "ümoji", "é", "😀",
    ])
    func nearMisses(name: String) {
        #expect(Option.named(Substring(name)) == nil)
        #expect(Option.negated(named: Substring(name)) == nil)
    }

    @Test("a near-miss typed on the command line is an unknown option, with the nearest name when one is near", arguments: [
        ("--heigh", "--height"), ("--Height", "--height"), ("--no-Mouse", "--no-mouse"), ("--no-height", nil), ("--mous", "--mouse"),
        ("--no-helps", "--no-help"),
    ])
    func unknown(word: String, near: String?) {
        let hint = near.map { " (did you mean \($0)?)" } ?? ""
        #expect(throws: UsageError("unknown option '\(word)'\(hint)")) { try ArgumentScanner.scan([word]) }
    }

    @Test("a name inside a longer text (a slice with text around it) is found by its own bytes only")
    func slices() throws {
        let text = "xx--snap-threshold=3"
        let start = text.index(text.startIndex, offsetBy: 4)
        let end = try #require(text.firstIndex(of: "="))
        #expect(Option.named(text[start..<end]) == .snapThreshold)
        #expect(Option.named(text[start..<text.index(before: end)]) == nil)
        #expect(Option.named(text[text.index(after: start)..<end]) == nil)
    }

    @Test("no two options share a long name or a negation")
    func distinct() {
        #expect(Set(Option.allCases.map(\.rawValue)).count == Option.allCases.count)
        let negations = Option.allCases.compactMap(\.negation)
        #expect(Set(negations).count == negations.count)
        #expect(Set(negations).isDisjoint(with: Option.allCases.map(\.long)))
    }
}
