import Foundation
import MoodpickCore
import Testing

/// The keys in docs/moodpick.1 and README.md against the key map the picker reads: the man
/// page's key entries are the map's own text (`KeyMap.manPageKeys`), its table of keys that
/// differ from fzf's says "nothing" only of keys the map leaves unbound, and the README's key
/// table names every bound key.
@Suite("Key documentation")
struct KeyDocsTests {
    private static func text(_ path: String) throws -> String {
        try String(contentsOf: Moodpick.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every key either map binds, by the name the docs use.
    private static var boundNames: Set<String> {
        Set([KeyMap.standard(), KeyMap.standard(multi: true)].flatMap { $0.bindings.flatMap { $0.keys.map(\.name) } })
    }

    @Test("the man page's keys are the key map's, written by KeyMap.manPageKeys")
    func manPageKeys() throws {
        let page = try Self.text("docs/moodpick.1")
        #expect(page.contains(".SH KEYS AND MOUSE\n"))
        #expect(page.contains(KeyMap.manPageKeys), "docs/moodpick.1 should hold, under KEYS AND MOUSE:\n\(KeyMap.manPageKeys)")
        #expect(KeyMap.manPageKeys.contains(".B Right, Down, Ctrl\\-J, Ctrl\\-N, Tab\nNext cell.\n"))
    }

    @Test("the table of keys that differ from fzf's: 'nothing' only for keys moodpick leaves unbound")
    func differences() throws {
        let page = try Self.text("docs/moodpick.1")
        let start = try #require(page.range(of: "key;fzf;moodpick;why\n_\n"))
        let end = try #require(page.range(of: ".TE\n", range: start.upperBound..<page.endIndex))
        let rows = page[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.split(separator: ";").map(String.init) }
        #expect(rows.count >= 8)
        for row in rows {
            #expect(row.count == 4, "\(row)")
            // `Ctrl\-E, \-B, \-F` names Ctrl-E, Ctrl-B and Ctrl-F.
            var names: [String] = []
            for part in row[0].replacingOccurrences(of: "\\-", with: "-").components(separatedBy: ", ") {
                names.append(part.hasPrefix("-") ? (names.last?.components(separatedBy: "-").first ?? "") + part : part)
            }
            let bound = names.filter(Self.boundNames.contains)
            if row[2] == "nothing" {
                #expect(bound.isEmpty, "\(names) are bound, yet the table says nothing")
            } else if row[0].hasPrefix("Left") || row[0].hasPrefix("Home") || row[0].hasPrefix("Ctrl\\-A") {
                #expect(bound == names, "\(names)")
            }
        }
    }

    @Test("the README's key table names every key the map binds")
    func readmeKeys() throws {
        let readme = try Self.text("README.md")
        let start = try #require(readme.range(of: "## Keys and mouse\n"))
        let end = try #require(readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex))
        let table = readme[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| ") }
            .map { $0.split(separator: "|").first.map(String.init) ?? "" }.joined(separator: " ")
        let arrows = ["Left": "←", "Right": "→", "Up": "↑", "Down": "↓"]
        for name in Self.boundNames {
            let shown = arrows[name] ?? name
            #expect(table.contains(shown), "README.md's key table lacks \(name)")
        }
    }
}
