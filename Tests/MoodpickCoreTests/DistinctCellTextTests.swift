import MoodpickTestSupport
import Testing

@testable import MoodpickCore

/// Visible text cells that never read alike unless their items do (issue 33, docs/CONTRACT.md
/// §3 "Long text in a cell"), as the pure function the strip calls for its visible cells.
@Suite("Distinct cell text: cells told apart by what differs, the match beside it")
struct DistinctCellTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let texts: [String]
        let room: Int
        let query: String
        let shown: [String]
        var testDescription: String { name }
    }

    static let onboarding = ["feature/JIRA-1106-user-onboarding-flow", "feature/JIRA-1107-user-onboarding-flow",
                             "feature/JIRA-1108-user-onboarding-emails"]

    static let cases: [Case] = [
        Case(name: "onboarding in 12 columns: the number and the end, not three …onboarding…", texts: onboarding, room: 12,
             query: "onboarding", shown: ["…1106…g-flow", "…1107…g-flow", "…1108…emails"]),
        Case(name: "onboarding in 22 columns (three cells widened): the number and the match", texts: onboarding, room: 22,
             query: "onboarding", shown: ["…1106-user-onboarding…", "…1107-user-onboarding…", "…1108-user-onboarding…"]),
        Case(name: "release in 12 columns: the match and the release, not six release/202…",
             texts: ["release/2024.01", "release/2024.02", "release/2024.03"], room: 12, query: "release",
             shown: ["release…4.01", "release…4.02", "release…4.03"]),
        Case(name: "no query, no boundary shared: the differing digits, not IMG2…l.jpg twice",
             texts: ["IMG20240101final.jpg", "IMG20240102final.jpg"], room: 10, query: "",
             shown: ["…0101fina…", "…0102fina…"]),
        Case(name: "cells that already differ keep CellElision's form",
             texts: ["feature/JIRA-1106-user-onboarding-flow", "feature/JIRA-1107-user-onboarding-flow"], room: 12, query: "",
             shown: ["…1106-…-flow", "…1107-…-flow"]),
        Case(name: "the same item twice reads the same", texts: ["release/2024.01", "release/2024.01"], room: 12, query: "release",
             shown: ["release/202…", "release/202…"]),
        Case(name: "texts that fit are shown whole", texts: ["main", "develop"], room: 12, query: "", shown: ["main", "develop"]),
    ]

    static func fit(_ texts: [String], room: Int, query: String) -> [CellElision.Shown] {
        let characters = texts.map(Array.init)
        let matched = texts.map { query.isEmpty ? [] : FilterHighlight.positions(of: FilterQuery(query), in: $0) }
        return DistinctCellText.fit(characters, rooms: Array(repeating: room, count: texts.count), matched: matched)
    }

    @Test("what each cell shows", arguments: cases)
    func shown(_ fixture: Case) {
        let shown = Self.fit(fixture.texts, room: fixture.room, query: fixture.query)
        #expect(shown.map(\.text) == fixture.shown)
        for cell in shown { #expect(cell.columns <= fixture.room && cell.columns == DisplayWidth.columns(of: cell.text)) }
    }

    @Test("the matched characters a cell shows are found again in it")
    func matchedKept() {
        let texts = ["release/2024.01", "release/2024.02"]
        let shown = Self.fit(texts, room: 12, query: "release")
        let matched = FilterHighlight.positions(of: FilterQuery("release"), in: texts[0])
        #expect(shown[0].shownOffsets(of: matched) == Array(0..<7))
    }

    /// Names made of a few shared parts, so that many cut forms collide.
    static func names(count: Int, using generator: inout SeededGenerator) -> [String] {
        let kinds = ["feature/JIRA-", "release/2024.", "bugfix/", "src/main/", "IMG2024"]
        let words = ["user-onboarding", "flow", "emails", "01", "02", "login", "final", "x", "payment-timeout"]
        return (0..<count).map { _ in
            let kind = kinds.randomElement(using: &generator)!
            let number = String(Int.random(in: 1100...1112, using: &generator))
            let tail = (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            return kind + number + "-" + tail.joined(separator: "-")
        }
    }

    @Test("no two visible cells read alike unless their items do: 2000 random rows of cells")
    func neverAlike() {
        var generator = SeededGenerator(seed: 33)
        for _ in 0..<2000 {
            let texts = Self.names(count: Int.random(in: 2...9, using: &generator), using: &generator)
            let room = Int.random(in: 6...30, using: &generator)
            let query = ["", "onboarding", "release", "11", "flow", "-"].randomElement(using: &generator)!
            let shown = Self.fit(texts, room: room, query: query).map(\.text)
            for i in texts.indices {
                for j in texts.indices where j > i && texts[i] != texts[j] {
                    #expect(shown[i] != shown[j], "\(texts[i]) and \(texts[j]) in \(room) with \(query): \(shown[i])")
                }
            }
        }
    }
}
