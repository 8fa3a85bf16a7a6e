import Foundation
import Testing

/// `--confirm` through `--replay` (docs/CONTRACT.md §20): the exit status is the button's
/// index, the label (or index) on stdout; Esc 130; the usage errors 64.
@Suite("Confirm replay")
struct ConfirmReplayTests {
    @Test("the status is the button's index and stdout its label", arguments: [
        (["--confirm", "Yes,No"], "0 key enter\n", Int32(0), "Yes\n"),
        (["--confirm", "Yes,No"], "0 key right\n500 key enter\n", 1, "No\n"),
        (["--confirm", "Yes,No,Always,Never"], "0 key a\n", 2, "Always\n"),
        (["--confirm", "&Yes,&No,Ne&ver"], "0 key v\n", 2, "Never\n"),
        (["--confirm", "Yes,No,Always,Never", "--default", "3"], "0 key enter\n", 3, "Never\n"),
        (["--confirm", "Yes,No,Always", "--output", "index"], "0 key tab\n100 key tab\n600 key enter\n", 2, "2\n"),
        (["--confirm", "Yes,No", "--output", "json"], "0 key n\n", 1, #"{"index":1,"label":"No"}"# + "\n"),
        (["--confirm", "Yes,No"], "0 key right\n100 key esc\n", 130, ""),
        (["--confirm", "Yes,No"], "0 key right\n", 130, ""),
    ])
    func status(arguments: [String], script: String, status: Int32, out: String) async throws {
        let result = try await Moodpick.replay(script, stdin: Data(), arguments)
        #expect(result.status == status, "stderr: \(result.err)")
        #expect(result.out == out)
    }

    @Test("the 64th button's index is 63; a 65th is a usage error")
    func limit() async throws {
        let labels = (0..<64).map { "b\($0)" }
        let result = try await Moodpick.replay("0 key end\n1000 key enter\n", stdin: Data(), ["--confirm", labels.joined(separator: ",")])
        #expect(result.status == 63, "stderr: \(result.err)")
        #expect(result.out == "b63\n")
        let refused = try await Moodpick.replay("0 key enter\n", stdin: Data(), ["--confirm", (labels + ["x"]).joined(separator: ",")])
        #expect(refused.status == 64)
        #expect(refused.err.contains("--confirm takes at most 64 buttons, not 65"))
    }

    @Test("usage errors exit 64 with the reason", arguments: [
        (["--confirm", "Yes,,No"], "button 1 has an empty label"),
        (["--confirm", "&Yes,&yay"], "Yes and yay both mark y with &"),
        (["--confirm", "Yes,No", "--default", "2"], "--default must be a button's 0-based index, 0 to 1"),
        (["--default", "1"], "--default needs --confirm"),
        (["--confirm", "Yes,No", "--range", "1..5"], "--range does not apply to --confirm"),
    ])
    func usage(arguments: [String], message: String) async throws {
        let result = try await Moodpick.replay("0 key enter\n", stdin: Data(), arguments)
        #expect(result.status == 64)
        #expect(result.err.contains(message), "stderr: \(result.err)")
    }

    @Test("the row drawn inline: the question, the buttons, the help, three rows")
    func screen() async throws {
        let run = try await Moodpick.replayScreen("0 key right\n600 key down\n", ["--confirm", "Yes,No,Always", "--header", "Overwrite?"], cols: 40)
        #expect(run.result.status == 130, "stderr: \(run.result.err)")
        #expect(Array(run.rows.prefix(3)).map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) } == [
            "Overwrite?",
            "         Yes     No   ▕ Always ▏",
            "←/→ move · y/n/a choose · enter choose…",
        ])
    }
}
