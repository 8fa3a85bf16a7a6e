import Foundation
import Testing

/// A recorded (or derived) transcript of what one terminal sent for moodpick's probe and for
/// each key action, read from `Tests/Transcripts` (its README gives the format).
struct Transcript: Sendable, CustomTestStringConvertible {
    /// The file's name, without `.transcript`.
    var name: String
    /// The terminal's name and version (`kitty 0.26.5`).
    var terminal: String
    /// `recorded` or `derived`.
    var source: String
    /// The kitty keyboard flags pushed before the actions; nil: none pushed.
    var flags: Int?
    /// The probe's answers.
    var reply: [UInt8]
    /// Each action's reads, in order, by the action's name.
    var actions: [String: [[UInt8]]]

    var testDescription: String { name }

    /// The folder of the transcripts.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Transcripts")

    /// Every transcript in the folder, by name.
    static func all() throws -> [Transcript] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".transcript") }.sorted()
        return try names.map { try Transcript(contentsOf: folder.appendingPathComponent($0)) }
    }

    init(contentsOf url: URL) throws {
        name = url.deletingPathExtension().lastPathComponent
        terminal = ""
        source = ""
        reply = []
        actions = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let word = line.prefix { $0 != " " }
            let value = line.dropFirst(word.count + 1)
            switch word {
            case "terminal": terminal = String(value)
            case "source": source = String(value)
            case "flags": flags = Int(value)
            case "reply": reply = Self.bytes(value).joined().map { $0 }
            default: actions[String(word)] = Self.bytes(value)
            }
        }
    }

    /// The reads of one value: separated by spaces; `\e`, `\\` and `\xHH` escaped.
    static func bytes(_ value: Substring) -> [[UInt8]] {
        value.split(separator: " ").map { read in
            var out: [UInt8] = []
            var characters = Array(read.utf8)[...]
            while let byte = characters.popFirst() {
                guard byte == UInt8(ascii: "\\"), let next = characters.popFirst() else {
                    out.append(byte)
                    continue
                }
                switch next {
                case UInt8(ascii: "e"): out.append(0x1B)
                case UInt8(ascii: "x"):
                    let hex = String(decoding: characters.prefix(2), as: UTF8.self)
                    characters = characters.dropFirst(2)
                    out.append(UInt8(hex, radix: 16) ?? 0)
                default: out.append(next)
                }
            }
            return out
        }
    }
}
