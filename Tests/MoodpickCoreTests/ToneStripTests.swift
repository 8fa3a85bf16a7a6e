import Testing
@testable import MoodpickCore

/// The tone strip (docs/EMOJI.md, Skin tones) and the separate search store, on the catalog.
@Suite("Picker: tone strip and search store")
struct ToneStripTests {
    static let emoji = EmojiItems()
    static let size = ScreenSize(columns: 80, rows: 24)
    static let stripRow = ScreenLayout(size: size).stripRow

    /// A picker over the catalog with its tone strips and search text, resting on `start`.
    static func picker(start: String = "thumbs up", animated: Bool = false) -> Picker {
        let items = emoji.store
        let index = StartPosition(start).resolve(in: items) ?? 0
        var picker = PickerHarness.picker(items, options: PickerOptions(animated: animated), start: index, spacing: 1,
                                          searchItems: emoji.searchLines())
        picker.variantLines = { emoji.toneLines(of: $0) }
        picker.itemDetail = { emoji.group(at: $0) }
        return picker
    }

    @Test("Ctrl-T opens six variants on the plain form; Right Right Enter chooses the second tone")
    func ctrlT() {
        var picker = Self.picker()
        let thumbs = picker.selectedItem
        picker.handle(.key(.ctrlT), at: .zero)
        let strip = try! #require(picker.toneStrip)
        #expect(strip.items.count == 6)
        #expect(strip.item == thumbs)
        #expect(strip.picker.selectedItem == 0)
        #expect(strip.picker.keyMap.helpText(ascii: false).contains("esc back"))
        picker.handle(.key(.right), at: .milliseconds(100))
        picker.handle(.key(.right), at: .milliseconds(200))
        picker.handle(.key(.enter), at: .milliseconds(300))
        #expect(picker.outcome == .chosen(thumbs!))
        #expect(picker.toneStrip?.chosen == 2)
        #expect(picker.toneStrip?.items.text(2) == "👍🏼 thumbs up: medium-light skin tone")
    }

    @Test("Esc closes the strip and keeps the run going on the same item")
    func escape() {
        var picker = Self.picker()
        let thumbs = picker.selectedItem
        picker.handle(.key(.ctrlT), at: .zero)
        picker.handle(.key(.right), at: .milliseconds(100))
        picker.handle(.key(.escape), at: .milliseconds(200))
        #expect(picker.toneStrip == nil)
        #expect(picker.outcome == nil)
        #expect(picker.selectedItem == thumbs)
    }

    @Test("Ctrl-T on an emoji that takes no tone does nothing")
    func noTone() {
        var picker = Self.picker(start: "fire")
        picker.handle(.key(.ctrlT), at: .zero)
        #expect(picker.toneStrip == nil)
    }

    @Test("a press held still for 500 ms opens the strip; a shorter one, or one that moves, does not")
    func longPress() {
        var picker = Self.picker()
        let center = picker.geometry.centerColumn
        picker.handle(.press(column: center, row: Self.stripRow), at: .zero)
        #expect(picker.nextDeadline == .milliseconds(500))
        picker.advance(to: .milliseconds(499))
        #expect(picker.toneStrip == nil)
        picker.advance(to: .milliseconds(500))
        #expect(picker.toneStrip != nil)
        picker.handle(.release(column: center, row: Self.stripRow), at: .milliseconds(600))
        #expect(picker.outcome == nil, "the release that ends the long press chooses nothing")

        var moved = Self.picker()
        moved.handle(.press(column: center, row: Self.stripRow), at: .zero)
        moved.handle(.drag(column: center + 3, row: Self.stripRow), at: .milliseconds(100))
        #expect(moved.nextDeadline == nil)
        moved.advance(to: .milliseconds(600))
        #expect(moved.toneStrip == nil)
    }

    @Test("the search store: fire → 🔥 first, sad finds a sad emoji, thumbs finds 👍; the group is the detail")
    func search() {
        for (query, expected) in [("fire", "🔥 fire"), ("thumbs", "👍 thumbs up")] {
            var picker = Self.picker(start: "grinning face")
            for character in query { picker.handle(.key(.character(character)), at: .zero) }
            picker.finishSearch()
            #expect(picker.selectedItem.map { picker.items.text($0) } == expected, "\(query)")
        }
        var picker = Self.picker(start: "grinning face")
        for character in "sad" { picker.handle(.key(.character(character)), at: .zero) }
        picker.finishSearch()
        let item = try! #require(picker.selectedItem)
        #expect(Self.emoji.searchText(at: item).contains("sad"))
        #expect(picker.itemDetail?(item) == "Smileys & Emotion")
    }

    @Test("a search store of another size is ignored")
    func mismatchedStore() {
        let items = ItemStore(items: ["a", "b"])
        let picker = PickerHarness.picker(items, spacing: 1, searchItems: ItemStore(items: ["x"]))
        #expect(picker.searchItems == nil)
    }
}

extension ItemStore {
    /// Item `index`'s whole line, as text.
    func text(_ index: Int) -> String { String(decoding: lineBytes(at: index), as: UTF8.self) }
}
