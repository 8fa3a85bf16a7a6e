import Foundation
import Testing

/// What a new user tried first: `--items -`, a directory, two sources, a negative number, and
/// the progress line's grammar.
@Suite("A new user's trial")
struct NewUserTrialTests {
    @Test("--items - reads standard input")
    func itemsDash() async throws {
        let result = try await Moodpick.run(["--items", "-", "--select-1"], input: "only\n")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "only\n")
    }

    @Test("command lines that are wrong say what is wrong", arguments: [
        (["--items", "/", "--select-1"], Int32(2), "cannot read /: Is a directory"),
        (["--items", "/etc/hostname", "a", "b"], 64, "not both"),
        (["--spacing", "-3", "a"], 64, "--spacing must be 0 to 1000"),
        (["--start", "-1", "a"], 64, "--start -1: no item is named so, and an index is never negative"),
        (["--max-items", "-5", "a"], 64, "--max-items must be at least 1"),
        (["--cols", "-80", "a"], 64, "--cols and --rows must be 1 to 10000"),
    ])
    func wrong(arguments: [String], status: Int32, message: String) async throws {
        let result = try await Moodpick.run(arguments)
        #expect(result.status == status, "stderr: \(result.err)")
        #expect(result.err.contains(message), "stderr: \(result.err)")
        #expect(!result.err.contains("Missing value"), "stderr: \(result.err)")
    }

    @Test("a negative-looking value is still a value where text is allowed")
    func dashText() async throws {
        let result = try await Moodpick.run(["--start", "-x", "--select-1", "--", "-x"])
        #expect(result.status == 0, "stderr: \(result.err)")
    }

    @Test("the progress line counts one item in the singular")
    func oneItem() async throws {
        let directory = try Moodpick.scratchDirectory("one-item")
        defer { try? FileManager.default.removeItem(at: directory) }
        let go = directory.appendingPathComponent("go").path
        let input = "(printf 'one\\n'; while [ ! -e \(shellQuoted(go)) ]; do sleep 0.05; done; printf 'two\\n')"
        try await PickerRun.with(items: nil, inputCommand: input) { run in
            let screen = try await run.session.waitFor("the progress line") { $0.text.contains("loading…") }
            #expect(screen.text.contains("loading… 1 item") && !screen.text.contains("1 items"), "\(screen)")
            _ = FileManager.default.createFile(atPath: go, contents: nil)
            try await run.session.waitForRest("the picker") { $0.text.contains("1/2") }
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.out == "one\n")
        }
    }
}
