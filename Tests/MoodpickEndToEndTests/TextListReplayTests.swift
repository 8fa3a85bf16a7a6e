import Foundation
import Testing

/// A git branch list browsed headless through the real binary (`--replay`): five readable cells
/// at 80 columns, the matches in the cells, and a query that matches nothing keeping the strip
/// (docs/CONTRACT.md §3, §12).
@Suite("Headless replay: a text list at 80 columns")
struct TextListReplayTests {
    static let topics = [
        "refactor-payment-flow", "add-login-page", "fix-null-deref", "update-deps", "cache-user-sessions",
        "remove-legacy-api", "improve-search", "dark-mode", "retry-webhooks", "split-billing-service",
        "audit-logging", "rate-limiter", "export-csv", "i18n-german", "onboarding-tour", "fix-timezone-bug",
        "upgrade-postgres", "feature-flags", "image-resizing", "slack-alerts",
    ]

    /// `main`, `develop`, then 29 branches like `feature/JIRA-1262-cache-user-sessions`, one a line.
    static let branches: String = (["main", "develop"] + (0..<29).map { i in
        let kind = i % 3 != 0 ? "feature" : (i % 2 != 0 ? "bugfix" : "release")
        return "\(kind)/JIRA-\(1234 + 7 * i)-\(topics[i % topics.count])"
    }).map { $0 + "\n" }.joined()

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
        // The strip kept is the last that showed matches: those of `z`, dimmed.
        #expect(rows.count > 2 && rows[1].contains("▕ relea…sizing ▏  bugfi…ne-bug") && rows[2].isEmpty, "\(rows)")
    }
}
