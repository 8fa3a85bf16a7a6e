import Foundation
import Testing
@testable import MoodpickCore

/// The catalog's items under the emoji options: versions left out, remembered tones, aliases.
@Suite("Emoji items: --emoji-max-version, remembered forms, aliases")
struct EmojiOptionsCoreTests {
    @Test("--emoji-max-version 14.0 leaves out every Emoji 15.0 and newer emoji, and nothing else")
    func maxVersion() {
        let catalog = EmojiCatalog()
        let limited = EmojiItems(catalog: catalog, maxVersion: EmojiVersion("14.0"))
        let kept = (0..<limited.count).map { limited.record(at: $0) }
        #expect(kept.allSatisfy { catalog.emojiVersion(at: $0) <= EmojiVersion(major: 14, minor: 0) })
        #expect(kept.count == (0..<catalog.count).filter { catalog.emojiVersion(at: $0) <= EmojiVersion(major: 14, minor: 0) }.count)
        let shaking = catalog.index(of: "🫨")!
        #expect(catalog.version(at: shaking) == "E15.0" && !kept.contains(shaking))
        #expect(limited.matches(FilterQuery("shaking face")).isEmpty)
        #expect(!EmojiItems(catalog: catalog).matches(FilterQuery("shaking face")).isEmpty)
    }

    @Test("Emoji versions parse and order", arguments: [("14.0", "14.0"), ("15.1", "15.1"), ("16", "16.0"), ("0.6", "0.6")])
    func versions(text: String, shown: String) {
        #expect(EmojiVersion(text)?.description == shown)
    }

    @Test("not Emoji versions", arguments: ["", "auto", "15.", ".1", "1.2.3", "-1", "x"])
    func badVersions(text: String) {
        #expect(EmojiVersion(text) == nil)
    }

    @Test("a recent pick in a tone comes back in that tone, its label naming the tone; --tone wins")
    func rememberedForm() throws {
        let catalog = EmojiCatalog()
        let thumbs = try #require(catalog.index(of: "👍"))
        let items = EmojiItems(catalog: catalog, first: [thumbs], firstForms: ["👍🏽"])
        #expect(String(decoding: items.store.line(at: 0), as: UTF8.self) == "👍🏽 thumbs up: medium skin tone")
        let toned = EmojiItems(catalog: catalog, tone: .dark, first: [thumbs], firstForms: ["👍🏽"])
        #expect(toned.store.anatomy(at: 0).symbol == "👍🏿")
        let plain = EmojiItems(catalog: catalog, first: [thumbs], firstForms: ["👍"])
        #expect(String(decoding: plain.store.line(at: 0), as: UTF8.self) == "👍 thumbs up")
    }

    @Test("a tone strip's lines name their tones")
    func toneLabels() throws {
        let items = EmojiItems()
        let thumbs = try #require(items.catalog.index(of: "👍"))
        #expect(items.toneLines(of: thumbs) == [
            "👍 thumbs up", "👍🏻 thumbs up: light skin tone", "👍🏼 thumbs up: medium-light skin tone",
            "👍🏽 thumbs up: medium skin tone", "👍🏾 thumbs up: medium-dark skin tone", "👍🏿 thumbs up: dark skin tone",
        ])
    }

    @Test("an alias file: words after an emoji find it first; comments and blank lines are skipped")
    func aliases() throws {
        let catalog = EmojiCatalog()
        let aliases = try EmojiAliases.parse("# mine\n\n🚀 shipit deploy\n👍🏽 ack\n", catalog: catalog)
        #expect(aliases.words[catalog.index(of: "🚀")!] == ["shipit", "deploy"])
        var items = EmojiItems(catalog: catalog)
        items.aliases = aliases
        let first = items.matches(FilterQuery("shipit")).first.map { items.store.anatomy(at: Int($0)).symbol }
        #expect(first == "🚀")
        #expect(items.matches(FilterQuery("ack")).first.map { items.store.anatomy(at: Int($0)).symbol } == "👍")
    }

    @Test("a bad alias line is named by its number", arguments: [
        ("🚀 shipit\nnope word\n", 2), ("🚀\n", 1), ("# c\n\n🚀 a\n🔥\n", 4),
    ])
    func badAliases(text: String, line: Int) {
        #expect(throws: EmojiAliases.Failure.self) { try EmojiAliases.parse(text, catalog: EmojiCatalog()) }
        do {
            _ = try EmojiAliases.parse(text, catalog: EmojiCatalog())
        } catch {
            #expect(error.line == line)
        }
    }
}

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
        let data = try Data(contentsOf: Self.root.appendingPathComponent("share/moodpick/emoji/\(locale).tsv"))
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
}

@Suite("--emoji-max-version auto: the decision from measured widths")
struct EmojiVersionProbeTests {
    @Test("the newest version whose probe and every older one advanced 2 columns", arguments: [
        ([2, 2, 2, 2, 2, 2], "17.0"),
        ([2, 2, 2, 2, 2, 1], "16.0"),
        ([2, 2, 2, 1, 1, 1], "14.0"),  // tmux 3.3a with glibc 2.36: 🫨 unknown
        ([2, 2, 2, 0, 0, 0], "14.0"),
        ([2, 2, 2, 2, 1, 2], "15.1"),  // a later success after a failure does not count
        ([1, 1, 1, 1, 1, 1], "11.0"),
        ([2, 2, nil, 2, 2, 2], "13.0"),  // an unmeasured probe stops the count
        ([], "11.0"),
    ] as [([Int?], String)])
    func decision(advances: [Int?], expected: String) {
        #expect(EmojiVersionProbe.newestDrawn(advances: advances).description == expected)
    }

    @Test("every probe is a single code point of the catalog, added in its version (or 15.0 for 15.1)")
    func probesAreInTheCatalog() throws {
        let catalog = EmojiCatalog()
        for probe in EmojiVersionProbe.probes {
            #expect(probe.emoji.unicodeScalars.count == 1)
            let record = try #require(catalog.index(of: probe.emoji))
            let added = catalog.emojiVersion(at: record)
            #expect(added == probe.version || (probe.version.description == "15.1" && added.description == "15.0"))
        }
    }
}
