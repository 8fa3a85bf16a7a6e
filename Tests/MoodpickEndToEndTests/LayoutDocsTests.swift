import Foundation
import Testing

/// The two maps of the code, docs/ARCHITECTURE.md's module table and the README's "Layout of
/// the code" block, checked against the tree, so that neither can drift: every target's folder
/// (each folder of `Sources/`, and `Tests/MoodpickTestSupport`) has its row or line, and each
/// names every folder directly inside that target as `Name/` (a DocC catalog aside); nothing is
/// named that is not there.
@Suite("Layout docs")
struct LayoutDocsTests {
    static let root = Moodpick.packageRoot

    /// Every target's folder of the tree, with its folders.
    static func targets() throws -> [String: Set<String>] {
        let manager = FileManager.default
        func folders(in path: String) throws -> [String] {
            try manager.contentsOfDirectory(atPath: root.appendingPathComponent(path).path).filter { name in
                var isFolder: ObjCBool = false
                return !name.hasPrefix(".") && name.hasSuffix(".docc") == false
                    && manager.fileExists(atPath: root.appendingPathComponent("\(path)/\(name)").path, isDirectory: &isFolder) && isFolder.boolValue
            }
        }
        var targets: [String: Set<String>] = [:]
        for name in try folders(in: "Sources") + ["../Tests/MoodpickTestSupport"] {
            let path = name.hasPrefix("../") ? String(name.dropFirst(3)) : "Sources/" + name
            targets[path] = Set(try folders(in: path))
        }
        return targets
    }

    /// The folders a text names: words that end in `/`, the first part of `Name/Part/`
    /// (`/dev/tty`, `I/O` and `docs/PHYSICS.md` name none).
    static func foldersNamed(in text: String) -> Set<String> {
        let words = text.split { !($0.isLetter || $0.isNumber || "_+-/.".contains($0)) }
        return Set(words.compactMap { word -> String? in
            guard let first = word.first, first.isLetter, word.last == "/", let slash = word.firstIndex(of: "/") else { return nil }
            let name = word[..<slash]
            return name.contains(".") ? nil : String(name)
        })
    }

    /// docs/ARCHITECTURE.md's "The modules" table: each row's target folders and what it holds.
    static func architectureRows() throws -> [(paths: [String], holds: String)] {
        let page = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## The modules").dropFirst().first?.components(separatedBy: "\n## ").first)
        return section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let paths = cells[1].matches(of: /`([^`]+)`/).map { String($0.output.1) }
            return (paths, cells[2])
        }
    }

    /// The README's layout block: each `Sources/…` line's folder and the rest of the line, with
    /// the indented lines under it that go on with it.
    static func readmeLines() throws -> [(path: String, holds: String)] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Layout of the code").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        var lines: [(path: String, holds: String)] = []
        var continues = false
        for line in block.split(separator: "\n") {
            if line.hasPrefix("Sources/") {
                let path = String(line.prefix { $0 != " " })
                lines.append((path, String(line.dropFirst(path.count))))
                continues = true
            } else if continues, line.hasPrefix(" ") {
                lines[lines.count - 1].holds += " " + line
            } else {
                continues = false
            }
        }
        return lines
    }

    /// What is wrong with a map that says `named` (a target's folder and the text about it).
    static func problems(_ named: [(path: String, holds: String)], against targets: [String: Set<String>], in document: String) -> [String] {
        var problems: [String] = []
        let paths = named.map(\.path)
        for path in targets.keys.sorted() where !paths.contains(path) { problems.append("\(document) does not name \(path)") }
        for path in paths where targets[path] == nil { problems.append("\(document) names \(path), which is no target's folder") }
        for (path, holds) in named {
            guard let folders = targets[path] else { continue }
            let said = foldersNamed(in: holds)
            for folder in folders.subtracting(said).sorted() { problems.append("\(document): \(path) lacks its folder \(folder)/") }
            for folder in said.subtracting(folders).sorted() { problems.append("\(document): \(path) names \(folder)/, which is not there") }
        }
        return problems
    }

    @Test("docs/ARCHITECTURE.md's module table names every target and, for each, every folder in it, and nothing else")
    func architecture() throws {
        let named = try Self.architectureRows().flatMap { row in row.paths.map { (path: $0, holds: row.holds) } }
        let problems = Self.problems(named, against: try Self.targets(), in: "docs/ARCHITECTURE.md")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the README's layout block names every folder of Sources/ and, for each, every folder in it, and nothing else")
    func readme() throws {
        let targets = try Self.targets().filter { $0.key.hasPrefix("Sources/") }
        let problems = Self.problems(try Self.readmeLines(), against: targets, in: "README.md")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the checker finds a missing target, a missing folder, a folder that is not there; /dev/tty and I/O name no folder")
    func checker() {
        let targets = ["Sources/A": Set(["Text", "Items"]), "Sources/B": Set<String>()]
        #expect(Self.problems([("Sources/A", "`Text/`, `Items/`"), ("Sources/B", "the terminal: /dev/tty")], against: targets, in: "d").isEmpty)
        #expect(Self.problems([("Sources/A", "`Text/`, `Items/`")], against: targets, in: "d") == ["d does not name Sources/B"])
        #expect(Self.problems([("Sources/A", "`Text/`"), ("Sources/B", "")], against: targets, in: "d") == ["d: Sources/A lacks its folder Items/"])
        #expect(Self.problems([("Sources/A", "Text/ Items/ Gone/"), ("Sources/B", ""), ("Sources/C", "")], against: targets, in: "d")
            == ["d names Sources/C, which is no target's folder", "d: Sources/A names Gone/, which is not there"])
        #expect(Self.foldersNamed(in: "`Modes/Strip/` and /dev/tty, no I/O, docs/x.md (include/)") == ["Modes", "include"])
    }
}
