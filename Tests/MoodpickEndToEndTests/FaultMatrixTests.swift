import Foundation
import Testing

/// docs/TESTING.md's fault matrix cannot drift from the tests: every row cites the contract and
/// names at least one test, and every test it names exists, as a `@Test` function, in the file
/// the name gives.
///
/// A test is named `Module/File/function`: `Tests/Module/File.swift` declares `func function(`
/// once, under a `@Test` attribute (e.g. `MoodpickEndToEndTests/TerminalRestoreTests/signals`).
@Suite("The fault matrix in docs/TESTING.md")
struct FaultMatrixTests {
    struct Row {
        let line: Int
        let fault: String
        let sections: [String]
        let happens: String
        let tests: [String]
    }

    /// The sections of docs/CONTRACT.md whose faults the matrix must cover.
    static let coveredSections = ["§1", "§2", "§4", "§6", "§8", "§10", "§11", "§12", "§13", "§14", "§15", "§16"]

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: Moodpick.packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The cells of a Markdown table row; `\|` is a pipe inside a cell.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var previous: Character = " "
        for character in line.trimmingCharacters(in: .whitespaces).dropFirst() {
            if character == "|" && previous != "\\" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
            previous = character
        }
        return cells
    }

    /// The text of every code span (`…`) in `cell`.
    static func codeSpans(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The rows of the table under `## Fault matrix`, up to the next `## ` heading.
    static func rows() throws -> [Row] {
        let lines = try text("docs/TESTING.md").components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "## Fault matrix") else {
            throw HarnessError("docs/TESTING.md has no `## Fault matrix` section")
        }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
        let table = (start + 1..<end).filter { lines[$0].hasPrefix("|") }
        guard table.count > 2, cells(lines[table[0]]) == ["fault", "contract", "what happens", "tests"] else {
            throw HarnessError("the matrix's header must be | fault | contract | what happens | tests |")
        }
        return try table.dropFirst(2).map { index in
            let row = cells(lines[index])
            guard row.count == 4 else { throw HarnessError("docs/TESTING.md:\(index + 1): \(row.count) cells, not 4") }
            return Row(line: index + 1, fault: row[0],
                       sections: row[1].split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init),
                       happens: row[2], tests: codeSpans(row[3]))
        }
    }

    /// Why `name` (`Module/File/function`) does not name one `@Test` function, or nil when it does.
    static func problem(with name: String) -> String? {
        let parts = name.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0].hasPrefix("Moodpick"), parts[0].hasSuffix("Tests") else {
            return "`\(name)` is not Module/File/function"
        }
        let path = "Tests/" + parts.dropLast().joined(separator: "/") + ".swift"
        guard let source = try? text(path) else { return "`\(name)`: there is no \(path)" }
        let function = parts[parts.count - 1]
        let declarations = source.components(separatedBy: "func \(function)(")
        guard declarations.count == 2 else {
            return "`\(name)`: \(path) declares `func \(function)(` \(declarations.count - 1) times, not once"
        }
        // Between the declaration before it and this one stands its attribute.
        let before = declarations[0].components(separatedBy: "func ").last ?? ""
        guard before.contains("@Test") else { return "`\(name)`: `func \(function)` in \(path) is not a @Test" }
        return nil
    }

    @Test("every row cites the contract, says what happens and names at least one test, each a @Test in its file")
    func everyRowHasItsTests() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 40, "the matrix has \(rows.count) rows")
        let contract = try Self.text("docs/CONTRACT.md")
        for row in rows {
            let at = "docs/TESTING.md:\(row.line) (\(row.fault))"
            #expect(!row.fault.isEmpty && !row.happens.isEmpty, "\(at): a fault and what happens")
            #expect(!row.sections.isEmpty, "\(at): no section of the contract cited")
            for section in row.sections where !contract.contains("\n## \(section). ") {
                Issue.record("\(at): docs/CONTRACT.md has no \(section)")
            }
            if row.tests.isEmpty { Issue.record("\(at): no test named") }
            for name in row.tests {
                if let problem = Self.problem(with: name) { Issue.record("\(at): \(problem)") }
            }
        }
    }

    @Test("every section of the contract that promises fault handling has rows")
    func sectionsCovered() throws {
        let cited = Set(try Self.rows().flatMap(\.sections))
        for section in Self.coveredSections {
            #expect(cited.contains(section), "no row cites \(section)")
        }
    }

    @Test("the checker itself: it finds a @Test, and refuses a helper, a missing function and a missing file")
    func checker() {
        #expect(Self.problem(with: "MoodpickEndToEndTests/FaultMatrixTests/checker") == nil)
        #expect(Self.problem(with: "MoodpickEndToEndTests/FaultMatrixTests/rows") != nil, "a helper is not a test")
        #expect(Self.problem(with: "MoodpickEndToEndTests/FaultMatrixTests/noSuchTest") != nil)
        #expect(Self.problem(with: "MoodpickEndToEndTests/NoSuchFile/checker") != nil)
        #expect(Self.problem(with: "FaultMatrixTests") != nil)
        #expect(Self.cells(#"| a \| b | `x` |"#) == [#"a \| b"#, "`x`"])
        #expect(Self.codeSpans("`A/B/c`, `A/B/d` (why)") == ["A/B/c", "A/B/d"])
    }
}
