import Testing
@testable import MoodpickCore

@Suite("OSC 52 clipboard bytes")
struct ClipboardSequenceTests {
    @Test("Base64 of RFC 4648's test vectors", arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
        ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ])
    func vectors(input: String, output: String) {
        #expect(Base64.encoded(Array(input.utf8)) == Array(output.utf8))
    }

    @Test("Base64 of every byte value and of emoji", arguments: [
        ([0x00, 0xFF, 0xFE], "AP/+"), ([0xFB, 0xEF], "++8="), (Array("🔥".utf8), "8J+UpQ=="),
        (Array("👍🏿".utf8), "8J+RjfCfj78="),
    ] as [([UInt8], String)])
    func bytes(input: [UInt8], output: String) {
        #expect(Base64.encoded(input) == Array(output.utf8))
    }

    @Test("ESC ] 52 ; c ; base64 BEL")
    func sequence() {
        #expect(ClipboardSequence.bytes(copying: "🔥") == Array("\u{1B}]52;c;8J+UpQ==\u{07}".utf8))
        #expect(ClipboardSequence.bytes(copying: "") == Array("\u{1B}]52;c;\u{07}".utf8))
    }
}
