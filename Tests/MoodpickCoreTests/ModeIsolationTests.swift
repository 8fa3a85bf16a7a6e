import Foundation
import MoodpickCore
import Testing

/// Modes are parts (docs/ARCHITECTURE.md, "Modes"): each mode is a folder `Modes/<Name>/` in
/// the targets it has code in, and no file of one mode names a type declared in another; the
/// library targets outside `Modes/` (the engine) name no mode's type at all. Read from the
/// sources, so a new cross-use fails here before review.
struct ModeIsolationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The targets whose files outside `Modes/` are engine: they must know no mode.
    static let engineTargets = ["MoodpickCore", "MoodpickTerminal", "MoodpickCommandLine"]

    /// One Swift file: its path from the repository root, its mode (nil: not in a mode folder)
    /// and its text.
    struct SourceFile {
        let path: String
        let mode: String?
        let text: String
    }

    static func sources() throws -> [SourceFile] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        var files: [SourceFile] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let parts = relative.split(separator: "/").map(String.init)
            let mode = parts.count > 3 && parts[1] == "Modes" ? parts[2] : nil
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            files.append(SourceFile(path: "Sources/" + relative, mode: mode, text: text))
        }
        return files
    }

    /// The names of the types declared at the top level of `text` (a nested type is its
    /// parent's business).
    static func declaredTypes(in text: String) -> Set<String> {
        let pattern = #/^(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:package|public|internal|fileprivate|private|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z]\w*)/#
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            if let match = line.firstMatch(of: pattern) { names.insert(String(match.1)) }
        }
        return names
    }

    /// The words `text` uses as code: comments and string literals left out.
    static func codeWords(in text: String) -> Set<String> {
        var words: Set<String> = []
        for line in text.split(separator: "\n") {
            var code = line.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
            if let comment = code.firstRange(of: "//") { code = code[..<comment.lowerBound] }
            for word in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { words.insert(String(word)) }
        }
        return words
    }

    /// Each use, by a file, of a type of a mode that is not the file's own: `path: Type (Mode)`.
    static func crossings(_ files: [SourceFile]) -> [String] {
        var owner: [String: String] = [:]
        for file in files { if let mode = file.mode { for name in declaredTypes(in: file.text) { owner[name] = mode } } }
        var found: [String] = []
        for file in files {
            let isEngine = file.mode == nil && engineTargets.contains { file.path.hasPrefix("Sources/\($0)/") }
            guard file.mode != nil || isEngine else { continue }
            for word in codeWords(in: file.text).sorted() {
                if let mode = owner[word], mode != file.mode { found.append("\(file.path): \(word) (\(mode))") }
            }
        }
        return found
    }

    @Test("the modes are folders: strip, wheels and accessible, each with files in the core")
    func modesAreFolders() throws {
        let files = try Self.sources()
        let coreModes = Set(files.filter { $0.path.hasPrefix("Sources/MoodpickCore/") }.compactMap(\.mode))
        #expect(coreModes.isSuperset(of: ["Strip", "Wheels", "Accessible"]))
    }

    @Test("no file of a mode names another mode's type, and the engine names none")
    func noCrossings() throws {
        let crossings = Self.crossings(try Self.sources())
        #expect(crossings.isEmpty, "\(crossings)")
    }

    @Test("the check finds a crossing, and not one in a comment or a string")
    func checkFindsCrossings() {
        let files = [
            SourceFile(path: "Sources/MoodpickCore/Modes/A/A.swift", mode: "A", text: "package struct Alpha {\n    struct Inner {}\n}\n"),
            SourceFile(path: "Sources/MoodpickCore/Modes/B/B.swift", mode: "B",
                       text: "struct Beta { let a: Alpha }\n// Gamma is in a comment\nlet s = \"Gamma\"\n"),
            SourceFile(path: "Sources/MoodpickCore/Modes/C/C.swift", mode: "C", text: "enum Gamma { case inner(Inner) }\n"),
            SourceFile(path: "Sources/MoodpickCore/Render/E.swift", mode: nil, text: "func draw(_ b: Beta) {}\n"),
            SourceFile(path: "Sources/moodpick/Program.swift", mode: nil, text: "let modes = [Alpha.self, Beta.self]\n"),
        ]
        #expect(Self.crossings(files) == [
            "Sources/MoodpickCore/Modes/B/B.swift: Alpha (A)",
            "Sources/MoodpickCore/Render/E.swift: Beta (B)",
        ])
    }
}
