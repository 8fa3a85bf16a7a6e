import Testing
@testable import MoodpickCore

/// Invisible format characters (Trojan Source's bidi overrides among them) are shown as a
/// visible symbol; the two emoji need (ZWJ, tags) are kept.
@Suite("Format characters")
struct FormatCharacterTests {
    static let hidden: [UInt32] = [
        0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C,
        0x2028, 0x2029, 0xFEFF, 0x200B, 0x00AD, 0x2060, 0x0600, 0x180E, 0xFFF9, 0x110BD, 0x1D173, 0xE0001,
    ]

    @Test("each is shown as the symbol, in a label and alone", arguments: hidden)
    func shown(value: UInt32) {
        let scalar = Unicode.Scalar(value)!
        let text = "abc" + String(Character(scalar)) + "def"
        let safe = DisplayText.sanitized(text, ascii: false)
        #expect(!safe.unicodeScalars.contains(scalar), "U+\(String(value, radix: 16)) survived")
        #expect(safe.unicodeScalars.contains(FormatCharacters.symbol))
        #expect(DisplayText.sanitized(String(Character(scalar)), ascii: false) == String(Character(FormatCharacters.symbol)))
    }

    @Test("no Cf, LS or PS scalar of any plane survives sanitizing, except ZWJ and the tags")
    func everyFormatScalar() {
        var survivors: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value),
                scalar.properties.generalCategory == .format || value == 0x2028 || value == 0x2029 else { continue }
            let safe = DisplayText.sanitized("x" + String(Character(scalar)) + "y", ascii: false)
            if safe.unicodeScalars.contains(scalar) { survivors.append(value) }
        }
        #expect(survivors == [0x200D] + Array(0xE0020...0xE007F))
    }

    @Test("a Trojan Source label is shown in stored order, overrides visible")
    func trojanSource() {
        let label = "access \u{202E}nimda\u{2066} user"
        #expect(DisplayText.sanitized(label, ascii: false) == "access \u{FFFD}nimda\u{FFFD} user")
    }

    @Test("emoji that need ZWJ and tags are untouched", arguments: [
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} family", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} flag",
        "\u{2764}\u{FE0F} heart", "plain … text — dash",
    ])
    func emojiKept(text: String) {
        #expect(DisplayText.sanitized(text, ascii: false) == text)
    }
}
