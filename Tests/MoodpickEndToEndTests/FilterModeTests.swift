import Foundation
import Testing

/// `moodpick --filter QUERY` against Debian's fzf 0.38 (`fzf --filter`) as the oracle for which
/// lines match (not their order), and `--accept-nth` against `cut`. fzf is installed by
/// `.ci/run`; a missing fzf fails these tests.
@Suite("--filter mode")
struct FilterModeTests {
    /// 10,000 text lines from a seeded generator: words in mixed case, paths, accents, CJK,
    /// punctuation, blanks at either end. Text items only, so the label is the whole line, as
    /// it is for fzf.
    static let textLines: [String] = {
        let words = [
            "happy", "Happy", "HAPPY", "sad", "mood", "src", "main.swift", "README.md", "docs/", "café",
            "naïve", "Łódź", "École", "東京", "タワー", "abc", "xyz", "a-b", "foo_bar", "FooBar", "v1.2",
            "2024", "the", "and", "s/m", "x|y", "over", "lait",
        ]
        var generator = SeededGenerator(seed: 0xF11E)
        return (0..<10_000).map { _ in
            var line = (0..<Int.random(in: 1...5, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                .joined(separator: [" ", "/", "-", " "].randomElement(using: &generator)!)
            if Int.random(in: 0..<20, using: &generator) == 0 { line = "  " + line }
            if Int.random(in: 0..<20, using: &generator) == 0 { line += " " }
            return line
        }
    }()

    static let queries = [
        "hpy", "mood", "Happy", "HAPPY", "'ppy s", "^src", "md$", "^abc$", "!a", "!^s",
        "!.md$ doc", "!'sw main", "src | docs", "cafe", "naïve", "東京", "a b c", "s/m", "lodz", "qqq",
    ]

    private static func lines(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }

    @Test("the same set of lines as fzf --filter, for 20 queries over 10,000 lines", arguments: queries)
    func sameSetAsFzf(query: String) async throws {
        let input = Data((Self.textLines.joined(separator: "\n") + "\n").utf8)
        let fzf = try Processes.which("fzf")
        let ours = try await Moodpick.run(["--filter", query], stdin: input)
        let theirs = try await Processes.run(fzf, ["--filter", query], stdin: input)
        #expect([0, 1].contains(theirs.status), "fzf: \(theirs.err)")
        let expected = Self.lines(theirs.stdout)
        #expect(ours.status == (expected.isEmpty ? 1 : 0), "stderr: \(ours.err)")
        let got = Self.lines(ours.stdout)
        #expect(got.count == expected.count, "query \(query)")
        #expect(Set(got) == Set(expected), "query \(query): only ours \(Set(got).subtracting(expected).prefix(5)), only fzf's \(Set(expected).subtracting(got).prefix(5))")
        if query == "qqq" { #expect(expected.isEmpty && ours.stdout.isEmpty) }
    }

    @Test("emoji items match on their label: the same items as fzf on the labels")
    func emojiLabels() async throws {
        let symbols = ["😀", "👍🏽", "🇫🇷", "❤️", "1️⃣"]
        var generator = SeededGenerator(seed: 5)
        let lines = Self.textLines.prefix(3000).map { label -> String in
            let trimmed = label.trimmingCharacters(in: .whitespaces)
            return Bool.random(using: &generator) ? symbols.randomElement(using: &generator)! + " " + trimmed : trimmed
        }
        let input = Data((lines.joined(separator: "\n") + "\n").utf8)
        // fzf sees `index TAB label` and matches only the label.
        let labels = lines.enumerated().map { index, line -> String in
            let label = symbols.contains(where: { line.hasPrefix($0 + " ") }) ? String(line.split(separator: " ", maxSplits: 1)[1]) : line
            return "\(index)\t\(label)"
        }
        let oracleInput = Data((labels.joined(separator: "\n") + "\n").utf8)
        let fzf = try Processes.which("fzf")
        for query in ["hpy", "^src", "^happy", "md$", "!a", "1", "!^1"] {
            let ours = try await Moodpick.run(["--filter", query, "--output", "index"], stdin: input)
            let theirs = try await Processes.run(fzf, ["--filter", query, "--delimiter", "\t", "--with-nth", "2.."], stdin: oracleInput)
            let expected = Set(Self.lines(theirs.stdout).map { String($0.split(separator: "\t")[0]) })
            #expect(Set(Self.lines(ours.stdout)) == expected, "query \(query)")
        }
    }

    /// `branch TAB subject TAB author`, 2,000 lines.
    static let tabLines: [String] = {
        let branches = ["main", "dev", "feature/login", "fix/crash", "release-2.0", "docs"]
        let subjects = ["fix the parser", "add main menu", "Update README", "refactor login", "bump version", "café menu"]
        let authors = ["ana", "bo", "Chen", "dana"]
        var generator = SeededGenerator(seed: 77)
        return (0..<2000).map { number in
            [branches.randomElement(using: &generator)! + "-\(number)", subjects.randomElement(using: &generator)!,
             authors.randomElement(using: &generator)!].joined(separator: "\t")
        }
    }()

    @Test("--delimiter and --with-nth: the same set as fzf with the same options",
          arguments: [("2", "main"), ("2", "^fix"), ("1,3", "mainana"), ("1,3", "dana$"), ("2..", "menu Chen"),
                      ("-1", "^bo$"), ("1", "!-1"), ("..2", "login")])
    func withNth(list: String, query: String) async throws {
        let input = Data((Self.tabLines.joined(separator: "\n") + "\n").utf8)
        let fzf = try Processes.which("fzf")
        let options = ["--delimiter", "\t", "--with-nth", list]
        let ours = try await Moodpick.run(["--filter", query] + options, stdin: input)
        let theirs = try await Processes.run(fzf, ["--filter", query] + options, stdin: input)
        let expected = Set(Self.lines(theirs.stdout))
        #expect(!expected.isEmpty, "a query that matches something: \(query)")
        #expect(Set(Self.lines(ours.stdout)) == expected, "--with-nth \(list), query \(query)")
    }

    @Test("--accept-nth prints the fields that cut prints", arguments: ["1", "2", "1,3", "2..", "..2"])
    func acceptNth(list: String) async throws {
        let input = Data((Self.tabLines.joined(separator: "\n") + "\n").utf8)
        let cut = try Processes.which("cut")
        let cutList = list.replacingOccurrences(of: "..", with: "-")
        let expected = try await Processes.run(cut, ["-f", cutList], stdin: input)
        let all = try await Moodpick.run(["--filter", "", "--delimiter", "\t", "--accept-nth", list], stdin: input)
        #expect(all.status == 0, "stderr: \(all.err)")
        #expect(all.out == expected.out, "--accept-nth \(list)")

        // With a query and --no-sort: the matches' fields, in input order.
        let fzf = try Processes.which("fzf")
        let matched = try await Processes.run(fzf, ["--filter", "menu", "--no-sort"], stdin: input)
        let matchedFields = try await Processes.run(cut, ["-f", cutList], stdin: matched.stdout)
        let ours = try await Moodpick.run(["--filter", "menu", "--no-sort", "--delimiter", "\t", "--accept-nth", list], stdin: input)
        #expect(ours.out == matchedFields.out, "--accept-nth \(list) with a query")
    }

    @Test("no match: exit 1 and nothing on stdout; a match: exit 0")
    func exitStatus() async throws {
        let none = try await Moodpick.run(["--filter", "zzz"], input: "😀 happy\nsad\n")
        #expect(none.status == 1)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.isEmpty, "stderr: \(none.err)")
        let some = try await Moodpick.run(["--filter", "a"], input: "😀 happy\nsad\n")
        #expect(some.status == 0)
        #expect(some.out == "sad\n😀 happy\n", "equal scores: the shorter label first: \(some.out)")
    }

    @Test("--output and --print0 apply to every match; the ranking puts word starts first")
    func outputFormats() async throws {
        let input = "😀 happy\n😢 sad\nchapter\nhappy hour\n"
        let index = try await Moodpick.run(["--filter", "hap", "--output", "index", "--print0"], input: input)
        #expect(index.stdout == Data("0\03\02\0".utf8), "stdout: \(index.out)")
        let json = try await Moodpick.run(["--filter", "sad", "--output", "json"], input: input)
        #expect(json.out == "{\"index\":1,\"symbol\":\"😢\",\"label\":\"sad\",\"line\":\"😢 sad\"}\n")
        let unsorted = try await Moodpick.run(["--filter", "hap", "--no-sort", "--output", "label"], input: input)
        #expect(unsorted.out == "happy\nchapter\nhappy hour\n")
    }

    @Test("values that start with a dash are values")
    func dashValues() async throws {
        let last = try await Moodpick.run(["--filter", "c", "--with-nth", "-1", "--accept-nth", "-2"], input: "a b c\nc d e\n")
        #expect(last.out == "b\n", "stdout: \(last.out) stderr: \(last.err)")
        let dash = try await Moodpick.run(["--filter", "-x"], input: "a-x\nb\n")
        #expect(dash.out == "a-x\n", "stderr: \(dash.err)")
    }

    @Test("--filter needs no terminal and reads arguments too")
    func arguments() async throws {
        let result = try await Moodpick.run(["--filter", "pp", "apple", "pear", "hippo"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "apple\nhippo\n")
    }

    @Test("a bad --with-nth or --accept-nth is a usage error", arguments: [
        ["--with-nth", "0"], ["--with-nth", "x"], ["--accept-nth", "1,,2"], ["--delimiter", ""],
    ])
    func usageErrors(arguments: [String]) async throws {
        let result = try await Moodpick.run(["--filter", "a"] + arguments, input: "a\n")
        #expect(result.status == 64, "stderr: \(result.err)")
        #expect(result.stdout.isEmpty)
    }
}
