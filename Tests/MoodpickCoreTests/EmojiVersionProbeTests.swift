import Testing
@testable import MoodpickCore

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
