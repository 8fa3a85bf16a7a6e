import Foundation
import Testing
@testable import MoodpickCore

private func output(_ format: OutputFormat, _ index: Int, _ store: ItemStore, print0: Bool = false) -> [UInt8] {
    format.output(for: index, in: store, print0: print0)
}

/// The JSON object printed for item `index`, parsed back with Foundation.
private func parsedJSON(_ index: Int, _ store: ItemStore, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    var printed = output(.json, index, store)
    #expect(printed.last == 0x0A, sourceLocation: sourceLocation)
    printed.removeLast()
    // One line of JSON: no raw control byte, no raw U+2028/U+2029 inside it.
    #expect(!printed.contains { $0 < 0x20 || $0 == 0x7F }, "raw control in \(printed)", sourceLocation: sourceLocation)
    #expect(!String(decoding: printed, as: UTF8.self).unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" },
            sourceLocation: sourceLocation)
    let object = try JSONSerialization.jsonObject(with: Data(printed), options: [])
    return try #require(object as? [String: Any], sourceLocation: sourceLocation)
}

private let mixed = ItemStore(items: ["😀 happy", "plain text", "👍🏽   thumbs up  ", "🇯🇵", "1️⃣ one"])

@Test(arguments: [
    (OutputFormat.line, 0, "😀 happy"),
    (.symbol, 0, "😀"),
    (.label, 0, "happy"),
    (.index, 0, "0"),
    (.line, 1, "plain text"),
    (.symbol, 1, "plain text"),
    (.label, 1, "plain text"),
    (.index, 1, "1"),
    (.line, 2, "👍🏽   thumbs up  "),
    (.symbol, 2, "👍🏽"),
    (.label, 2, "thumbs up"),
    (.symbol, 3, "🇯🇵"),
    (.label, 3, ""),
    (.symbol, 4, "1️⃣"),
    (.label, 4, "one"),
    (.index, 4, "4"),
])
func plainOutputs(format: OutputFormat, index: Int, printed: String) {
    #expect(output(format, index, mixed) == Array(printed.utf8) + [0x0A])
    #expect(output(format, index, mixed, print0: true) == Array(printed.utf8) + [0x00])
}

@Test func jsonForEmojiAndTextItems() throws {
    #expect(output(.json, 0, mixed) == Array(#"{"index":0,"symbol":"😀","label":"happy","line":"😀 happy"}"#.utf8) + [0x0A])
    #expect(output(.json, 1, mixed) == Array(#"{"index":1,"symbol":null,"label":"plain text","line":"plain text"}"#.utf8) + [0x0A])
    #expect(output(.json, 1, mixed, print0: true).last == 0x00)

    let emoji = try parsedJSON(2, mixed)
    #expect(emoji["index"] as? Int == 2)
    #expect(emoji["symbol"] as? String == "👍🏽")
    #expect(emoji["label"] as? String == "thumbs up")
    #expect(emoji["line"] as? String == "👍🏽   thumbs up  ")
    let text = try parsedJSON(1, mixed)
    #expect(text["symbol"] is NSNull)
    #expect(text.keys.sorted() == ["index", "label", "line", "symbol"])
}

@Test func invalidUTF8() throws {
    let store = ItemStore(bytes: [0x61, 0xFF, 0x62, 0x0A, 0xF0, 0x9F, 0x98, 0x80, 0x20, 0xC3, 0x0A], separator: .newline)
    #expect(output(.line, 0, store) == [0x61, 0xFF, 0x62, 0x0A])
    #expect(output(.symbol, 0, store) == [0x61, 0xFF, 0x62, 0x0A])   // a text item's symbol: its bytes
    #expect(output(.label, 0, store) == Array("a\u{FFFD}b\n".utf8))
    #expect(output(.label, 1, store) == Array("\u{FFFD}\n".utf8))
    let text = try parsedJSON(0, store)
    #expect(text["line"] as? String == "a\u{FFFD}b")
    #expect(text["label"] as? String == "a\u{FFFD}b")
    let emoji = try parsedJSON(1, store)
    #expect(emoji["symbol"] as? String == "😀")
    #expect(emoji["label"] as? String == "\u{FFFD}")
    #expect(emoji["line"] as? String == "😀 \u{FFFD}")
}

@Test func jsonEscapesQuotesAndBackslashes() throws {
    let store = ItemStore(items: [#"say "hi" \ bye \n"#, #"😀 "quoted" \\"#])
    #expect(output(.json, 0, store) == Array(#"{"index":0,"symbol":null,"label":"say \"hi\" \\ bye \\n","line":"say \"hi\" \\ bye \\n"}"#.utf8) + [0x0A])
    let emoji = try parsedJSON(1, store)
    #expect(emoji["label"] as? String == #""quoted" \\"#)
    #expect(emoji["line"] as? String == #"😀 "quoted" \\"#)
}

@Test func jsonEscapesEveryControlCharacter() throws {
    // Every C0 control (NUL and LF too, in read0 items), DEL, every C1 control, U+2028 and U+2029.
    var scalars: [Unicode.Scalar] = (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) }
    scalars += [Unicode.Scalar(0x7F)] + (0x80...0x9F).map { Unicode.Scalar(UInt8($0)) }
    scalars += ["\u{2028}", "\u{2029}"]
    for scalar in scalars {
        let text = "a" + String(Character(scalar)) + "b"
        let emojiText = "😀 x" + String(Character(scalar)) + "y"
        // NUL is kept inside LF lines; LF inside read0 items.
        let separator: ItemSeparator = scalar == "\u{0}" ? .newline : .nul
        let end = [separator.byte]
        let store = ItemStore(bytes: Array(text.utf8) + end + Array(emojiText.utf8) + end, separator: separator)
        #expect(store.count == 2)
        let plain = try parsedJSON(0, store)
        #expect(plain["line"] as? String == text, "U+\(String(scalar.value, radix: 16))")
        #expect(plain["label"] as? String == text, "U+\(String(scalar.value, radix: 16))")
        let emoji = try parsedJSON(1, store)
        #expect(emoji["line"] as? String == emojiText, "U+\(String(scalar.value, radix: 16))")
        #expect(emoji["label"] as? String == "x" + String(Character(scalar)) + "y", "U+\(String(scalar.value, radix: 16))")
    }
}

@Test(arguments: [
    ("\u{0}", #""\u0000""#), ("\u{1B}", #""\u001b""#), ("\n", #""\n""#), ("\r", #""\r""#), ("\t", #""\t""#),
    ("\u{8}", #""\b""#), ("\u{C}", #""\f""#), ("\u{7F}", #""\u007f""#), ("\u{9B}", #""\u009b""#),
    ("\u{2028}", #""\u2028""#), ("\"", #""\"""#), ("\\", #""\\""#), ("/", #""/""#), ("é😀", #""é😀""#),
])
func jsonStringLiterals(text: String, literal: String) {
    #expect(JSONString.quoted(text) == literal)
}

@Test(arguments: [UInt64(1), 2, 3])
func jsonOfRandomItemsParsesBack(seed: UInt64) throws {
    var generator = SeededGenerator(seed: 0x750_0000 + seed)
    for _ in 0..<150 {
        var line = randomItemBytes(using: &generator, maxPieces: 20, excluded: [0x00])
        if Bool.random(using: &generator) { line = bytes("😀 ") + line }
        guard !line.isEmpty else { continue }
        let store = ItemStore(bytes: line + [0x00], separator: .nul)
        let anatomy = store.anatomy(at: 0)
        let object = try parsedJSON(0, store)
        #expect(object["index"] as? Int == 0)
        #expect(object["line"] as? String == String(decoding: line, as: UTF8.self), "line \(line)")
        #expect(object["label"] as? String == anatomy.label, "line \(line)")
        if let symbol = anatomy.symbol {
            #expect(object["symbol"] as? String == symbol, "line \(line)")
        } else {
            #expect(object["symbol"] is NSNull, "line \(line)")
        }
    }
}

@Test func indexOutputIsDecimal() {
    let store = ItemStore(items: (0..<1_234).map { "item \($0)" })
    #expect(output(.index, 1_233, store) == Array("1233\n".utf8))
    let object = #"{"index":1233,"#
    #expect(output(.json, 1_233, store).starts(with: Array(object.utf8)))
}

@Test func formatsParseFromTheirNames() {
    #expect(OutputFormat.allCases.map(\.rawValue) == ["line", "symbol", "label", "index", "json"])
    #expect(OutputFormat(rawValue: "JSON") == nil)
}
