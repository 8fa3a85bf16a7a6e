import Foundation
import Testing

/// The item keeps its bytes (docs/CONTRACT.md §1, §2), whatever they are: a property over seeded random
/// byte strings, each chosen headless (`--replay`) as the second of three items.
@Suite("Round trip of random bytes")
struct RoundTripTests {
    static let script = "0 key right\n100 key enter\n"

    /// Pieces the strings are made of: printable ASCII, spaces, controls, CR, ESC sequences,
    /// stray and truncated UTF-8, valid multi-byte scalars, emoji, joiners, marks.
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("Z".utf8), Array("~".utf8), Array(" ".utf8), [0x09], [0x0D], [0x1B], [0x07],
        [0x7F], Array("\u{1B}[2J".utf8), [0x80], [0xBF], [0xC0], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
        [0xFE], [0xFF], [0xED, 0xA0, 0x80], Array("é".utf8), Array("e\u{301}".utf8), Array("你".utf8),
        Array("😀".utf8), Array("\u{200D}".utf8), Array("\u{FE0F}".utf8), Array("🇯🇵".utf8),
        Array("\u{85}".utf8), Array("\u{A0}".utf8), Array("\u{2028}".utf8),
    ]

    /// `count` random byte strings without NUL and, unless `newlines`, without LF. Each holds a
    /// printable non-blank ASCII byte (blank items are skipped by design) and, in line mode,
    /// does not end in CR (a CR before the LF belongs to the line ending).
    static func strings(count: Int, seed: UInt64, newlines: Bool) -> [[UInt8]] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...24, using: &generator) {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes.append(UInt8.random(in: 1...0xFF, using: &generator))
                case 1 where newlines: bytes += Bool.random(using: &generator) ? [0x0A] : [0x0D, 0x0A]
                default: bytes += pieces.randomElement(using: &generator)!
                }
            }
            if !newlines { bytes = bytes.map { $0 == 0x0A ? 0x0B : $0 } }
            let anchor = Int.random(in: 0...bytes.count, using: &generator)
            bytes.insert(UInt8.random(in: 0x21...0x7E, using: &generator), at: anchor)
            if !newlines, bytes.last == 0x0D { bytes.append(UInt8(ascii: "x")) }
            return bytes
        }
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined(separator: " ") }

    @Test("30 random byte strings, as the second of three lines, are printed back exactly")
    func lines() async throws {
        let cases = Self.strings(count: 30, seed: 0x6D6F_6F64_7069_636B, newlines: false)
        #expect(cases.contains { String(validating: $0, as: UTF8.self) == nil }, "some strings are invalid UTF-8")
        #expect(cases.contains { $0.dropLast().contains(0x0D) }, "some strings hold a CR inside")
        for bytes in cases {
            let input = Data(Array("first\n".utf8) + bytes + Array("\nthird\n".utf8))
            let result = try await Moodpick.replay(Self.script, stdin: input)
            #expect(result.status == 0, "bytes \(Self.hex(bytes)); stderr: \(result.err)")
            #expect(result.stdout == Data(bytes + [0x0A]),
                    "in: \(Self.hex(bytes))\nout: \(Self.hex(Array(result.stdout)))")
        }
    }

    @Test("with --read0 --print0, 30 random byte strings with LF and CR are printed back exactly")
    func nulSeparated() async throws {
        let cases = Self.strings(count: 30, seed: 0x7265_6164_3070_7230, newlines: true)
        #expect(cases.contains { $0.contains(0x0A) } && cases.contains { $0.last == 0x0D || $0.last == 0x0A },
                "some strings hold LF, some end in a line ending")
        for bytes in cases {
            let input = Data(Array("first\0".utf8) + bytes + Array("\0third\0".utf8))
            let result = try await Moodpick.replay(Self.script, stdin: input, ["--read0", "--print0"])
            #expect(result.status == 0, "bytes \(Self.hex(bytes)); stderr: \(result.err)")
            #expect(result.stdout == Data(bytes + [0x00]),
                    "in: \(Self.hex(bytes))\nout: \(Self.hex(Array(result.stdout)))")
        }
    }
}
