import Foundation
import Testing

/// What a choice prints (docs/CONTRACT.md §1, §2), checked through `--select-1`, which needs no terminal.
@Suite("Output formats")
struct OutputTests {
    @Test("--output prints the line, the symbol, the label or the index",
          arguments: [
              ("line", "😀 happy\n"),
              ("symbol", "😀\n"),
              ("label", "happy\n"),
              ("index", "0\n"),
          ])
    func formats(format: String, expected: String) async throws {
        let result = try await Moodpick.run(["--select-1", "--output", format], input: "😀   happy \n")
        #expect(result.status == 0, "stderr: \(result.err)")
        if format == "line" {
            #expect(result.out == "😀   happy \n", "line keeps the item's bytes")
        } else {
            #expect(result.out == expected)
        }
    }

    @Test("--output json gives index, symbol, label and line; a text item's symbol is null")
    func json() async throws {
        let emoji = try await Moodpick.run(["--select-1", "--output", "json"], input: "😀 happy\n")
        #expect(emoji.status == 0, "stderr: \(emoji.err)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: emoji.stdout) as? [String: Any], "stdout: \(emoji.out)")
        #expect(object["index"] as? Int == 0)
        #expect(object["symbol"] as? String == "😀")
        #expect(object["label"] as? String == "happy")
        #expect(object["line"] as? String == "😀 happy")

        let text = try await Moodpick.run(["--select-1", "--output", "json"], input: "plain text\n")
        #expect(text.status == 0, "stderr: \(text.err)")
        let textObject = try #require(
            try JSONSerialization.jsonObject(with: text.stdout) as? [String: Any], "stdout: \(text.out)")
        #expect(textObject["symbol"] is NSNull, "stdout: \(text.out)")
        #expect(textObject["label"] as? String == "plain text")
    }

    @Test("--print0 ends the output with NUL instead of a newline")
    func printZero() async throws {
        let result = try await Moodpick.run(["--select-1", "--print0"], input: "only\n")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.stdout == Data("only\0".utf8))
    }

    @Test("a CR before the LF is dropped; blank lines are skipped")
    func lineEndings() async throws {
        let result = try await Moodpick.run(["--select-1"], input: "\n   \n windows line\r\n\n")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == " windows line\n")
    }

    @Test("--read0 splits on NUL and keeps newlines inside an item")
    func readZero() async throws {
        let result = try await Moodpick.run(["--select-1", "--read0"], input: "\0two\nlines\0\0")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "two\nlines\n")
    }

    @Test("positional arguments are the items, one each")
    func positionalItems() async throws {
        let result = try await Moodpick.run(["--select-1", "", "the only one"], input: "ignored\n")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "the only one\n")
    }
}
