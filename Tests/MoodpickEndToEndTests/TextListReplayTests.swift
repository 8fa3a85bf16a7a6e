import Foundation
import MoodpickTestSupport
import Testing

/// A git branch list browsed headless through the real binary (`--replay`): five readable cells
/// at 80 columns, the matches in the cells, and a query that matches nothing keeping the strip
/// (docs/CONTRACT.md §3, §12).
@Suite("Headless replay: a text list at 80 columns")
struct TextListReplayTests {
    /// `main`, `develop`, then 29 branches like `feature/JIRA-1262-cache-user-sessions`, one a line.
    static let branches = SampleBranches.lines.map { $0 + "\n" }.joined()

    @Test("six Right presses: five whole cells read, and Enter prints the whole branch")
    func readableCells() async throws {
        let script = (0..<6).map { "\($0 * 10) key right\n" }.joined() + "900 key enter\n"
        let (result, rows) = try await Moodpick.replayScreen(script, items: Self.branches)
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "feature/JIRA-1262-cache-user-sessions\n")
        #expect(Array(rows.prefix(3)) == [
            ">                                                                           7/31",
            "  featu…-deref    bugfi…e-deps  ▕ …1262-…sions ▏  …1269-…y-api    relea…search",
            "                      feature/JIRA-1262-cache-user-sessions",
        ], "\(rows)")
    }

    @Test("a query that matches nothing keeps the strip and says so; Enter exits 1 with nothing printed")
    func noMatch() async throws {
        let script = "0 key right\n10 key right\n500 key z\n510 key z\n900 key enter\n"
        let (result, rows) = try await Moodpick.replayScreen(script, items: Self.branches)
        #expect(result.status == 1, "stderr: \(result.err)")
        #expect(result.stdout.isEmpty)
        #expect(rows.first?.hasPrefix("> zz  no match ") == true, "\(rows)")
        // The strip kept is the last that showed matches: the two of `z`, dimmed, sharing the row.
        #expect(rows.count > 2 && rows[1].contains("▕ release/JI…ge-resizing ▏  bugfix/JIR…imezone-bug") && rows[2].isEmpty, "\(rows)")
    }
}
