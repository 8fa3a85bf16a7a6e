import Foundation
import MoodpickCore
import Testing

/// A mark refused at the `--multi=N` limit says why on the help row until the next key
/// (docs/CONTRACT.md §12), played headless with `--replay` through the real binary.
@Suite("Headless replay: a refused mark says why")
struct MarkLimitReplayTests {
    @Test("--multi=2: the third Tab shows `limit 2 marked` on the help row; the next key clears it; Enter prints the two",
          arguments: [[String](), ["--no-help"]])
    func thirdTab(extra: [String]) async throws {
        let marks = "0 key tab\n100 key tab\n200 key tab\n"
        let (refused, rows) = try await Moodpick.replayScreen(marks, items: Moods.input, ["--multi=2"] + extra)
        #expect(refused.status == 130, "the script ended without a choice: \(refused.err)")
        let notice = try #require(rows.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }), "\(rows)")
        #expect(extra.isEmpty ? notice.hasPrefix("limit 2 marked · ") : notice == "limit 2 marked", "\(rows)")
        #expect(rows.first?.hasSuffix("•2 4/10") == true, "the third Tab still moves on: \(rows)")

        let (moved, after) = try await Moodpick.replayScreen(marks + "300 key right\n", items: Moods.input, ["--multi=2"] + extra)
        #expect(moved.status == 130)
        #expect(!after.contains { $0.contains("limit") }, "gone at the next key: \(after)")

        let (chosen, _) = try await Moodpick.replayScreen(marks + "300 key enter\n", items: Moods.input, ["--multi=2"] + extra)
        #expect(chosen.status == 0, "stderr: \(chosen.err)")
        #expect(chosen.out == "😀 happy\n😢 sad\n")
    }
}
