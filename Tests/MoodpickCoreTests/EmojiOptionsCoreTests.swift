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
        #expect(items.count == catalog.count + 1 && toned.count == catalog.count && plain.count == catalog.count,
                "a toned pick keeps its plain emoji in its place; --tone and a plain pick add none")
        #expect(items.matches(FilterQuery("thumbs up")).map { items.store.anatomy(at: Int($0)).symbol } == ["👍🏽", "👍"])
        #expect(items.toneLines(of: 0)?.count == 6, "the toned pick's tone strip has every tone")
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
