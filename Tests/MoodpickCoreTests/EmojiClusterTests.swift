import Testing
@testable import MoodpickCore

/// Scalars that matter to emoji detection, mixed with uniformly random ones by `randomScalar`.
let interestingScalars: [Unicode.Scalar] = [
    "0", "5", "9", "#", "*", "a", " ", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{A9}", "\u{AE}",
    "\u{263A}", "\u{2764}", "\u{261D}", "\u{270C}", "\u{1F600}", "\u{1F44D}", "\u{1F3FB}", "\u{1F3FD}",
    "\u{1F3FF}", "\u{1F1EF}", "\u{1F1F5}", "\u{1F3F4}", "\u{1F3F3}", "\u{1FA77}", "\u{2B50}", "\u{FE0F}",
    "\u{FE0E}", "\u{20E3}", "\u{200D}", "\u{0301}", "\u{E0067}", "\u{E007F}", "\u{4F60}", "\u{FFFD}",
]

func randomScalar(using generator: inout SeededGenerator) -> Unicode.Scalar {
    if Bool.random(using: &generator) {
        return interestingScalars.randomElement(using: &generator)!
    }
    while true {
        let upper: UInt32 = Bool.random(using: &generator) ? 0x2FFFF : 0x10FFFF
        if let scalar = Unicode.Scalar(UInt32.random(in: 0...upper, using: &generator)) { return scalar }
    }
}

private func utf8Starts(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { EmojiCluster.startsEmoji(utf8: $0) }
}

/// `startsEmoji(first:second:)` applied to the first two scalars of the decoded bytes.
private func decodedStarts(_ bytes: [UInt8]) -> Bool {
    var scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return false }
    return EmojiCluster.startsEmoji(first: first, second: scalars.next())
}

@Test(arguments: [
    ("\u{1F600} happy", true),
    ("\u{1F600}", true),
    ("\u{2B50}", true),
    ("\u{1FA77} pink heart", true),
    ("\u{1F1EF}\u{1F1F5} japan", true),
    ("\u{1F1EF} lone regional indicator", true),
    ("\u{1F3FD} lone skin tone", true),
    ("\u{263A}\u{FE0F} smile", true),
    ("\u{263A} smile", false),
    ("\u{2764}\u{FE0F} love", true),
    ("\u{2764} love", false),
    ("\u{2764}\u{200D}\u{1F525} no VS16", false),
    ("\u{A9}\u{FE0F}", true),
    ("\u{A9} 2024", false),
    ("\u{AE}", false),
    ("1\u{FE0F}\u{20E3} one", true),
    ("1\u{20E3} one", true),
    ("#\u{20E3}", true),
    ("*\u{FE0F}\u{20E3}", true),
    ("#\u{FE0F}", true),
    ("1 one", false),
    ("123", false),
    ("#hashtag", false),
    ("*", false),
    ("a\u{20E3}", false),
    ("a\u{FE0F}", false),
    ("\u{261D}\u{1F3FD} up", true),
    ("\u{261D} up", false),
    ("\u{270C}\u{1F3FB}", true),
    ("\u{1F44D}\u{1F3FD}", true),
    ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} family", true),
    ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308} pride", true),
    ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} scotland", true),
    (" \u{1F600} leading space", false),
    ("hello", false),
    ("\u{4F60}\u{597D}", false),
    ("\u{1B}[31m", false),
])
func startsEmojiOnLines(_ line: String, _ expected: Bool) {
    let bytes = Array(line.utf8)
    #expect(utf8Starts(bytes) == expected)
    #expect(decodedStarts(bytes) == expected)
}

@Test(arguments: [
    ([], false),
    ([0xF0, 0x9F, 0x98], false),                          // 😀 cut short
    ([0x9F, 0x98, 0x80], false),                          // continuation bytes first
    ([0xFF, 0x31], false),
    ([0xC0, 0xB1, 0xEF, 0xB8, 0x8F], false),              // overlong "1", then VS16
    ([0xF0, 0x81, 0x9F, 0x98, 0x80], false),              // ill-formed 4-byte lead
    ([0xE0, 0x82, 0xA9, 0xEF, 0xB8, 0x8F], false),        // overlong ©, then VS16
    ([0xF0, 0x82, 0x98, 0xBA, 0xEF, 0xB8, 0x8F], false),  // overlong ☺, then VS16
    ([0xF0, 0x9F, 0x98, 0xEF, 0xB8, 0x8F], false),        // 😀 cut short, then VS16
    ([0xED, 0xA0, 0x80], false),                          // surrogate
    ([0xF4, 0x90, 0x80, 0x80], false),                    // past U+10FFFF
    ([0x31, 0xEF, 0xB8], false),                          // "1" + VS16 cut short
    ([0x31, 0xE2, 0x83], false),                          // "1" + U+20E3 cut short
    ([0xE2, 0x98, 0xBA, 0xEF, 0xB8], false),              // ☺ + VS16 cut short
    ([0xE2, 0x98, 0xBA, 0xEF, 0xB8, 0x8F], true),         // ☺️
    ([0xF0, 0x9F, 0x98, 0x80, 0xFF, 0x20, 0x61], true),   // 😀, invalid byte, " a"
    ([0x31, 0xE2, 0x83, 0xA3], true),                     // 1⃣
    ([0x23, 0xEF, 0xB8, 0x8F, 0xE2, 0x83, 0xA3], true),   // #️⃣
] as [([UInt8], Bool)])
func startsEmojiOnBytes(_ bytes: [UInt8], _ expected: Bool) {
    #expect(utf8Starts(bytes) == expected)
    #expect(decodedStarts(bytes) == expected)
}

/// The byte-level decision agrees with the scalar one on random scalar pairs and on random bytes
/// (mostly ill-formed), compared with the first two scalars of the decoded String.
@Test func startsEmojiOnBytesAgreesWithScalars() {
    var generator = SeededGenerator(seed: 0x5EED_0001)
    for _ in 0..<20_000 {
        let first = randomScalar(using: &generator)
        let second = randomScalar(using: &generator)
        var text = String.UnicodeScalarView([first, second])
        if Bool.random(using: &generator) { text.append(randomScalar(using: &generator)) }
        let bytes = Array(String(text).utf8)
        #expect(utf8Starts(bytes) == EmojiCluster.startsEmoji(first: first, second: second),
                "U+\(String(first.value, radix: 16)) U+\(String(second.value, radix: 16))")
        #expect(utf8Starts(Array(String(first).utf8)) == EmojiCluster.startsEmoji(first: first, second: nil))
    }
    let pieces: [[UInt8]] = [[0xEF, 0xB8, 0x8F], [0xE2, 0x83, 0xA3], [0xF0, 0x9F, 0x8F, 0xBD], [0x31], [0x80], [0xF0, 0x9F]]
    for _ in 0..<20_000 {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...7, using: &generator) {
            if Int.random(in: 0..<4, using: &generator) == 0 {
                bytes += pieces.randomElement(using: &generator)!
            } else {
                bytes.append(UInt8.random(in: 0...255, using: &generator))
            }
        }
        #expect(utf8Starts(bytes) == decodedStarts(bytes), "\(bytes)")
    }
}

/// The layout gives every symbol cell 2 + 2 columns: every cluster that `startsEmoji` accepts must
/// be 2 columns wide. Checked for every emoji scalar followed by each kind of second scalar.
@Test func everyAcceptedClusterIsTwoColumns() {
    let seconds: [String] = ["", " label", "\u{FE0F}", "\u{FE0F}\u{20E3}", "\u{20E3}", "\u{1F3FD}", "\u{FE0E}",
                             "\u{200D}\u{1F525}", "\u{0301}", "\u{1F1F5}", "\u{E0067}\u{E007F}", "x"]
    var accepted = 0
    for value in UInt32(0)...0x10FFFF {
        guard let first = Unicode.Scalar(value) else { continue }
        let properties = first.properties
        guard properties.isEmoji || properties.isEmojiPresentation || properties.isEmojiModifierBase else {
            // Nothing else can start an emoji cluster, whatever follows.
            #expect(!EmojiCluster.startsEmoji(first: first, second: "\u{FE0F}"))
            #expect(!EmojiCluster.startsEmoji(first: first, second: "\u{20E3}"))
            continue
        }
        for second in seconds {
            let line = String(first) + second
            guard let cluster = line.first else { continue }
            var scalars = line.unicodeScalars.makeIterator()
            _ = scalars.next()
            guard EmojiCluster.startsEmoji(first: first, second: scalars.next()) else { continue }
            accepted += 1
            #expect(DisplayWidth.columns(of: cluster) == 2, "\(line.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
    #expect(accepted > 3000)
}

/// The same invariant on random pairs, with the cluster taken from the decoded line.
@Test func acceptedRandomPairsAreTwoColumns() {
    var generator = SeededGenerator(seed: 0x5EED_0002)
    for _ in 0..<20_000 {
        let first = randomScalar(using: &generator)
        let second = randomScalar(using: &generator)
        guard EmojiCluster.startsEmoji(first: first, second: second) else { continue }
        let line = String(String.UnicodeScalarView([first, second, randomScalar(using: &generator)]))
        #expect(DisplayWidth.columns(of: line.first!) == 2,
                "U+\(String(first.value, radix: 16)) U+\(String(second.value, radix: 16))")
    }
}

/// For every scalar, each rule answers exactly as the Unicode properties say (this covers the
/// ranges that are answered without looking the properties up).
@Test func startsEmojiFollowsThePropertiesForEveryScalar() {
    var mismatches: [String] = []
    for value in UInt32(0)...0x10FFFF {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let properties = scalar.properties
        let presentation = properties.isEmojiPresentation
        if EmojiCluster.startsEmoji(first: scalar, second: nil) != presentation
            || EmojiCluster.startsEmoji(first: scalar, second: "\u{FE0F}") != properties.isEmoji
            || EmojiCluster.startsEmoji(first: scalar, second: "\u{1F3FD}") != (presentation || properties.isEmojiModifierBase)
            || EmojiCluster.startsEmoji(first: scalar, second: "\u{20E3}") != (presentation || EmojiCluster.isKeycapBase(value)) {
            mismatches.append("U+\(String(value, radix: 16))")
        }
    }
    #expect(mismatches.isEmpty)
}
