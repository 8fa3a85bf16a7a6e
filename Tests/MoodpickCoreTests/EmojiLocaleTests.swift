import Foundation
import Testing
@testable import MoodpickCore

@Suite("Emoji locale: which CLDR files, and what they hold")
struct EmojiLocaleTests {
    @Test("LANGUAGE's list first, then the first of LC_ALL, LC_MESSAGES, LANG; regional then plain; no English, C or POSIX",
          arguments: [
              (["LANGUAGE": "de_CH:fr", "LANG": "es_ES.UTF-8"], ["de_CH", "de", "fr", "es_ES", "es"]),
              (["LC_ALL": "fr_FR.UTF-8@euro", "LANG": "de_DE.UTF-8"], ["fr_FR", "fr"]),
              (["LC_MESSAGES": "pt_BR.UTF-8", "LANG": "de_DE.UTF-8"], ["pt_BR", "pt"]),
              (["LANG": "C.UTF-8"], []), (["LANG": "POSIX"], []), (["LANG": "en_US.UTF-8"], []), ([:], []),
              (["LANGUAGE": "en:de"], ["de"]), (["LANG": "sr-Latn"], ["sr_Latn", "sr"]),
          ])
    func candidates(environment: [String: String], expected: [String]) {
        #expect(EmojiLocale.candidates(environment: environment) == expected)
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the German, French and Spanish files label and find 🔥 and 👍", arguments: [
        ("de", "Feuer", "Daumen hoch"), ("fr", "feu", "pouce vers le haut"), ("es", "fuego", "pulgar hacia arriba"),
    ])
    func files(locale: String, fire: String, thumbs: String) throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("data/emoji/\(locale).tsv"))
        let catalog = EmojiCatalog()
        let file = try #require(EmojiLocaleFile(bytes: Array(data), recordCount: catalog.count))
        let items = EmojiItems(catalog: catalog, localNames: EmojiLocalNames([file]))
        let fireRecord = try #require(catalog.index(of: "🔥"))
        #expect(String(decoding: items.store.line(at: fireRecord), as: UTF8.self) == "🔥 " + fire)
        let found = items.matches(FilterQuery(thumbs)).first.map { items.store.anatomy(at: Int($0)).symbol }
        #expect(found == "👍")
        #expect(items.matches(FilterQuery("thumbs up")).first.map { items.store.anatomy(at: Int($0)).symbol } == "👍",
                "English is searched too")
    }

    @Test("not a locale file: nil; a regional file's name wins, keywords come from both")
    func files() throws {
        #expect(EmojiLocaleFile(bytes: Array("hello\n1\tx\ty\n".utf8), recordCount: 5) == nil)
        let regional = try #require(EmojiLocaleFile(bytes: Array("moodpick-emoji-locale 1 xx_YY\n1\tRegional\tr\n".utf8), recordCount: 5))
        let plain = try #require(EmojiLocaleFile(bytes: Array("moodpick-emoji-locale 1 xx\n1\tPlain\tp|q\n3\t\tk\n9\tOut\t\n".utf8),
                                                 recordCount: 5))
        let names = EmojiLocalNames([regional, plain])
        #expect(names.name(of: 1) == "Regional")
        #expect(names.name(of: 3) == nil && names.name(of: 0) == nil && names.name(of: 9) == nil)
        var keywords: [UInt8] = []
        names.appendKeywords(of: 1, to: &keywords)
        #expect(String(decoding: keywords, as: UTF8.self) == "r\tp\tq\t")
    }

    @Test("an index too long for 64 bits is a record past the catalog, skipped, not a trap", arguments: [
        "99999999999999999999", "18446744073709551616", "9223372036854775808", "000000000000000000000000000000000000000000099", "5",
    ])
    func overflowingIndex(index: String) throws {
        let text = "moodpick-emoji-locale 1 fr\n\(index)\tx\ty\n1\tUn\tu\n"
        let file = try #require(EmojiLocaleFile(bytes: Array(text.utf8), recordCount: 5))
        let names = EmojiLocalNames([file])
        #expect(names.name(of: 1) == "Un")
        #expect((0..<5).filter { names.name(of: $0) != nil } == [1])
    }
}
