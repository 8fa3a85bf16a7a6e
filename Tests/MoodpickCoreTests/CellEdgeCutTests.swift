import Testing

@testable import MoodpickCore

/// A text cell the strip's edge cuts: its `…` at the edge, never a lone fragment (issue 33,
/// docs/CONTRACT.md §3 "Long text in a cell").
@Suite("Cell edge cut: the ellipsis at the edge, never a lone fragment")
struct CellEdgeCutTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let matched: [Int]
        let column: Int
        let drawn: CellEdgeCut.Drawn?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a cell on screen is drawn as it is", text: "main", matched: [1], column: 5,
             drawn: .init(text: "main", column: 5, matched: [1])),
        Case(name: "main cut to ain: the ellipsis alone", text: "main", matched: [], column: -1,
             drawn: .init(text: "…", column: 0, matched: [])),
        Case(name: "cut at the left: … then what is left", text: "…1101-…-page", matched: [], column: -4,
             drawn: .init(text: "…-…-page", column: 0, matched: [])),
        Case(name: "cut at the right: what fits, then …", text: "…1102-…reset", matched: [], column: 72,
             drawn: .init(text: "…1102-…", column: 72, matched: [])),
        Case(name: "two letters left at the right: the ellipsis alone", text: "develop", matched: [], column: 77,
             drawn: .init(text: "…", column: 77, matched: [])),
        Case(name: "matched characters keep their marks where they are still drawn", text: "release…4.01", matched: [0, 1, 2, 3, 4, 5, 6],
             column: -3, drawn: .init(text: "…ase…4.01", column: 0, matched: [1, 2, 3])),
        Case(name: "wholly past an edge: nothing", text: "main", matched: [], column: -4, drawn: nil),
        Case(name: "wholly past the right edge: nothing", text: "main", matched: [], column: 80, drawn: nil),
    ]

    @Test("what a cut cell draws, within 80 columns", arguments: cases)
    func drawn(_ fixture: Case) {
        #expect(CellEdgeCut.drawn(fixture.text, matched: fixture.matched, at: fixture.column, limit: 80) == fixture.drawn)
    }

    @Test("a cut cell never draws fewer than three columns of text beside its …", arguments: -14...(-1))
    func neverLone(column: Int) {
        let drawn = CellEdgeCut.drawn("…1101-…-page", matched: [], at: column, limit: 80)
        let text = drawn.map { Array($0.text) } ?? []
        #expect(text.isEmpty || text == ["…"] || (text.first == "…" && text.count >= 1 + CellEdgeCut.leastKept))
    }
}
