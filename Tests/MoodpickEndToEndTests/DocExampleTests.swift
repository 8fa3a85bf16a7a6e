import Foundation
import Testing

/// Every `--preview` and `--on-change` example of README.md and docs/moodpick.1, found in the
/// documents themselves (so a new example is covered as it is written), run headless over items
/// that try to run commands: none of them may run (docs/CONTRACT.md §13).
enum DocExamples {
    /// The examples' commands: the word after each `--preview` or `--on-change` in README.md's
    /// code blocks and the man page's bold lines, with the document each came from.
    static func commands() throws -> [(document: String, command: String)] {
        var found: [(String, String)] = []
        for line in try readmeCodeLines() { found += commandWords(of: line).map { ("README.md", $0) } }
        for line in try manPageLines() { found += commandWords(of: line).map { ("docs/moodpick.1", $0) } }
        return found
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: Moodpick.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of README.md's fenced code blocks.
    static func readmeCodeLines() throws -> [String] {
        var inside = false
        var lines: [String] = []
        for line in try text("README.md").components(separatedBy: "\n") {
            if line.hasPrefix("```") { inside.toggle() } else if inside { lines.append(line) }
        }
        return lines
    }

    /// The man page's lines, roff escapes read back to the characters they stand for.
    static func manPageLines() throws -> [String] {
        try text("docs/moodpick.1").components(separatedBy: "\n").filter { !$0.hasPrefix(".\\\"") }.map { line in
            var line = line
            for (escape, character) in [(#"\-"#, "-"), (#"\(aq"#, "'"), (#"\(dq"#, "\""), (#"\(ti"#, "~"), (#"\&"#, ""), (#"\e"#, "\\")] {
                line = line.replacingOccurrences(of: escape, with: character)
            }
            return line.hasPrefix(".B ") ? String(line.dropFirst(3)) : line
        }
    }

    /// The word after each `--preview`/`--on-change` of a shell line (`'…'`, `"…"` and `\`
    /// read as sh reads them).
    static func commandWords(of line: String) -> [String] {
        let words = shellWords(line)
        return words.indices.dropLast().filter { ["--preview", "--on-change"].contains(words[$0]) }.map { words[$0 + 1] }
    }

    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word = (word ?? "") + String(character)
                escaped = false
            } else if let open = quote {
                if character == open { quote = nil } else if character == "\\" && open == "\"" { escaped = true } else { word = (word ?? "") + String(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character == "\\" {
                escaped = true
            } else if character == " " || character == "\t" {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let word { words.append(word) }
        return words
    }

    /// Items that run `touch DIRECTORY/pwned-N` if a command ever runs their text, NUL-separated
    /// (one holds a newline): `$(…)`, backticks, `;`, both quotes, a newline, each with an
    /// emoji (so `{symbol}` and `{label}` differ) and as a plain text item.
    static func hostileItems(touching directory: URL) -> [String] {
        let touch = { (name: String) in "touch " + directory.appendingPathComponent("pwned-" + name).path }
        return [
            "😀 $(\(touch("dollar")))",
            "😢 `\(touch("backtick"))`",
            "😡 x; \(touch("semicolon"))",
            "😴 it's'; \(touch("single")); '",
            "🤔 a\" ; \(touch("double")) ; \"",
            "😍 line\n\(touch("newline"))",
            "$(\(touch("text")))",
        ]
    }

    /// Runs `command` as `option` over the hostile items, resting on each in turn, in
    /// `directory` with HOME there and no tmux server reachable; returns the result and the
    /// files a hostile item left.
    static func run(_ option: String, _ command: String, in directory: URL) async throws -> (ProcessResult, [String]) {
        let items = hostileItems(touching: directory)
        let script = (0..<items.count).map { "\($0 * 500) key right" }.joined(separator: "\n") + "\n\(items.count * 500) key enter\n"
        try script.write(to: directory.appendingPathComponent("script"), atomically: true, encoding: .utf8)
        let line = "cd \(shellQuoted(directory.path)) && HOME=\(shellQuoted(directory.path)) TMUX_TMPDIR=\(shellQuoted(directory.path)) "
            + #""$MOODPICK" --read0 --replay script "# + option + " " + shellQuoted(command)
        let result = try await Moodpick.shell(line, stdin: Data(items.joined(separator: "\0").utf8), timeoutSeconds: 60)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("pwned") }
        return (result, left)
    }
}

@Suite("The documents' preview examples with hostile items")
struct DocExampleTests {
    @Test("README.md and docs/moodpick.1 hold --preview and --on-change examples, found by the extraction")
    func examplesFound() throws {
        let commands = try DocExamples.commands()
        #expect(commands.contains { $0.document == "README.md" } && commands.contains { $0.document == "docs/moodpick.1" }, "\(commands)")
        #expect(commands.contains { $0.command == "git log --oneline -5 {}" }, "\(commands)")
    }

    @Test("every example runs over items holding $(…), backticks, ;, quotes and newlines, and none of their text runs")
    func noItemRuns() async throws {
        let commands = try DocExamples.commands()
        for (document, command) in commands {
            for option in ["--preview", "--on-change"] {
                let directory = try Moodpick.scratchDirectory("doc-example")
                defer { try? FileManager.default.removeItem(at: directory) }
                let (result, left) = try await DocExamples.run(option, command, in: directory)
                #expect(result.status == 0, "\(document): \(option) \(command): \(result.err)")
                #expect(left.isEmpty, "\(document): \(option) \(command) ran an item: \(left)")
            }
        }
    }

    @Test("the check itself: a command that runs its item (eval) is caught; one with a placeholder in quotes is refused (64)")
    func checker() async throws {
        let directory = try Moodpick.scratchDirectory("doc-example-check")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (ran, left) = try await DocExamples.run("--preview", "eval echo {label}", in: directory)
        #expect(ran.status == 0, "\(ran.err)")
        #expect(left.contains("pwned-dollar") && left.contains("pwned-text"), "\(left)")
        let (quoted, _) = try await DocExamples.run("--on-change", #"echo "no quote for {label}""#, in: directory)
        #expect(quoted.status == 64)
        #expect(quoted.err.contains("--on-change: {label} stands inside double quotes"), "\(quoted.err)")
        #expect(DocExamples.shellWords(#"a 'b c' "d \" e" f\ g"#) == ["a", "b c", #"d " e"#, "f g"])
    }
}
