import Testing
@testable import MoodpickCore

@Suite("Emoji catalog as items")
struct EmojiItemsTests {
    static let items = EmojiItems()

    @Test("every line is `<symbol> <name>`: the symbol is the cell, the CLDR name the label")
    func lines() {
        let items = Self.items
        #expect(items.store.count == items.catalog.count)
        for index in 0..<items.count {
            let anatomy = items.store.anatomy(at: index)
            #expect(anatomy.symbol == items.catalog.symbol(at: index), "item \(index)")
            #expect(anatomy.label == items.catalog.name(at: index), "item \(index)")
        }
        #expect(String(decoding: items.store.line(at: 0), as: UTF8.self) == "😀 grinning face")
    }

    @Test("the search text holds the name, the keywords and the group", arguments: [
        ("🔥", ["fire", "flame", "tool", "Travel & Places"]),
        ("😢", ["crying face", "sad", "tear", "Smileys & Emotion"]),
        ("👍", ["thumbs up", "+1", "hand", "People & Body"]),
    ])
    func searchText(symbol: String, words: [String]) throws {
        let items = Self.items
        let index = try #require((0..<items.count).first { items.store.anatomy(at: $0).symbol == symbol })
        let text = items.searchText(at: index)
        for word in words { #expect(text.contains(word), "\(text)") }
        let lines = items.searchLines()
        #expect(lines.count == items.count)
        #expect(String(decoding: lines.line(at: index), as: UTF8.self) == text)
    }

    @Test("every record's search text, copied from the table's bytes, is its name, shortcodes, keywords and group: TAB-ended fields, sections ended by an empty one")
    func searchTextOfEveryRecord() {
        let catalog = Self.items.catalog
        let lines = Self.items.searchLines()
        for index in 0..<Self.items.count {
            let record = Self.items.record(at: index)
            let sections = [[catalog.name(at: record)], catalog.shortcodes(at: record), catalog.keywords(at: record)]
            let expected = sections.map { $0.map { $0 + "\t" }.joined() }.joined(separator: "\t") + "\t" + catalog.group(at: record)
            #expect(String(decoding: lines.line(at: index), as: UTF8.self) == expected, "item \(index)")
        }
    }

    @Test("--tone puts that tone on every emoji that takes one, and only those",
          arguments: [(SkinTone.light, "👍🏻"), (.mediumLight, "👍🏼"), (.medium, "👍🏽"), (.mediumDark, "👍🏾"), (.dark, "👍🏿")])
    func tone(tone: SkinTone, thumbs: String) throws {
        let items = EmojiItems(tone: tone)
        let index = try #require(items.catalog.index(of: "👍"))
        #expect(items.store.anatomy(at: index).symbol == thumbs)
        #expect(items.store.anatomy(at: index).label == "thumbs up" + tone.nameSuffix, "a toned label names its tone")
        let fire = try #require(items.catalog.index(of: "🔥"))
        #expect(items.store.anatomy(at: fire).symbol == "🔥")
        #expect(items.variants(of: index).count == 6)
    }

    @Test("recent records come first, in the given order, each once; the rest keep the table's order")
    func recentFirst() {
        let items = EmojiItems(first: [5, 2, 5, -1, 99_999])
        #expect((0..<4).map(items.record(at:)) == [5, 2, 0, 1])
        #expect(items.record(at: 5) == 4 && items.record(at: 6) == 6)
        #expect(items.count == items.catalog.count)
        #expect(items.group(at: 0) == "Smileys & Emotion" && items.group(at: items.count - 1) == "Flags")
    }
}
