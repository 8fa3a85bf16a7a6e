import Foundation
import MoodpickTestSupport
import Testing

/// The user trial's branch list (issue 33) at 80 columns in tmux: every visible cell reads
/// differently, no cell cut by an edge is a lone fragment, and a few matches widen their cells
/// (docs/CONTRACT.md §3, "Cells" and "Long text in a cell").
@Suite("tmux: text cells at 80 columns that never read alike")
struct TextCellsTmuxTests {
    /// The prompt, strip and label rows of moodpick over the trial's branches at 80×24, after
    /// `keys`, once the prompt row shows `count` and the pane is at rest.
    static func rows(_ arguments: [String], keys: [String] = [], count: String) async throws -> [String] {
        let binary = try Moodpick.binary()
        return try await TmuxSession.with(cols: 80, rows: 24, command: { directory in
            let items = directory.appendingPathComponent("branches")
            try TrialBranches.input.write(to: items, atomically: true, encoding: .utf8)
            let command = (["env", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", binary] + arguments).map(shellQuoted).joined(separator: " ")
            return "\(command) < \(shellQuoted(items.path))"
        }) { session in
            try await session.waitForRest("the strip") { $0[0].text.hasSuffix("30") }
            for key in keys { try await session.send(key) }
            let screen = try await session.waitForRest("the prompt row at \(count)") { $0[0].text.hasSuffix(count) }
            return (0..<3).map { String(screen[$0].text.reversed().drop { $0 == " " }.reversed()) }
        }
    }

    /// The texts the strip row shows, left to right: runs parted by two blanks or the mark.
    static func cells(_ strip: String) -> [String] {
        strip.replacingOccurrences(of: "▕", with: "  ").replacingOccurrences(of: "▏", with: "  ")
            .components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Every visible cell differs, and a cell is an `…` alone or at least three columns.
    static func expectReadable(_ strip: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let cells = cells(strip)
        #expect(Set(cells).count == cells.count, "alike cells in \(strip)", sourceLocation: sourceLocation)
        for cell in cells { #expect(cell == "…" || cell.count >= 3, "a lone fragment \(cell) in \(strip)", sourceLocation: sourceLocation) }
        // Text in the first or the last column belongs to a cell the edge cuts (a whole cell's
        // padding is there): it must be that cell's `…`.
        let row = Array(strip.padding(toLength: 80, withPad: " ", startingAt: 0))
        #expect(row[0] == " " || row[0] == "…", "a cut cell at the left edge: \(strip)", sourceLocation: sourceLocation)
        #expect(row[79] == " " || row[79] == "…", "a cut cell at the right edge: \(strip)", sourceLocation: sourceLocation)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let keys: [String]
        let count: String
        let rows: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no query, at rest on main: a cell cut by the right edge ends in …", arguments: [], keys: [], count: "1/30", rows: [
            ">                                                                           1/30",
            "                                    ▕ main ▏  develop    …1101-…-page    …1102-…",
            "                                      main",
        ]),
        Case(name: "no query, three → presses: main cut by the left edge is an … alone, not ain", arguments: [],
             keys: ["Right", "Right", "Right"], count: "4/30", rows: [
            ">                                                                           4/30",
            "…      develop    …1101-…-page  ▕ …1102-…reset ▏  …1103-…actor    …1104-…-mode",
            "                        feature/JIRA-1102-password-reset",
        ]),
        Case(name: "-q onboarding: three matches share the row, each with its number", arguments: ["-q", "onboarding"], keys: [],
             count: "1/3 of 30", rows: [
            "> onboarding                                                           1/3 of 30",
            "                           ▕ …1106-user-onboarding… ▏  …1107-user-onboarding…",
            "                     feature/JIRA-1106-user-onboarding-flow",
        ]),
        Case(name: "-q onboarding, one →: all three whole, none alike", arguments: ["-q", "onboarding"], keys: ["Right"],
             count: "2/3 of 30", rows: [
            "> onboarding                                                           2/3 of 30",
            "   …1106-user-onboarding…  ▕ …1107-user-onboarding… ▏  …1108-user-onboarding…",
            "                     feature/JIRA-1107-user-onboarding-flow",
        ]),
        Case(name: "-q release: six matches in five cells, the match and the release in each", arguments: ["-q", "release"],
             keys: ["Right", "Right", "Right"], count: "4/6 of 30", rows: [
            "> release                                                              4/6 of 30",
            "  release…4.02    release…4.03  ▕ release…4.04 ▏  release…4.05    release…4.06",
            "                                 release/2024.04",
        ]),
        Case(name: "-q hotfix: two matches, widened", arguments: ["-q", "hotfix"], keys: [], count: "1/2 of 30", rows: [
            "> hotfix                                                               1/2 of 30",
            "                           ▕ hotfix/2024.03.1-logi… ▏  hotfix/2024.05.2-paym…",
            "                          hotfix/2024.03.1-login-crash",
        ]),
        Case(name: "--max-cell-width 40 means 40 at 80 columns", arguments: ["--max-cell-width", "40"],
             keys: Array(repeating: "Right", count: 7), count: "8/30", rows: [
            ">                                                                           8/30",
            "…5-search-filters  ▕ feature/JIRA-1106-user-onboarding-flow ▏  feature/JIRA-110…",
            "                     feature/JIRA-1106-user-onboarding-flow",
        ]),
    ]

    @Test("the trial's branch list at 80 columns", arguments: cases)
    func screen(_ fixture: Case) async throws {
        let rows = try await Self.rows(fixture.arguments, keys: fixture.keys, count: fixture.count)
        #expect(rows == fixture.rows)
        Self.expectReadable(rows[1])
    }
}
