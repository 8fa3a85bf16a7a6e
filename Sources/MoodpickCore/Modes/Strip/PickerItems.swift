/// The items a picker shows, and what its host tells about them beside their lines.
package struct PickerItems: Sendable {
    /// The items; they grow while standard input is still arriving.
    package internal(set) var store: ItemStore
    /// Whether more items may still arrive.
    package internal(set) var isLoading = false
    /// What the filter matches instead of the labels, with the same indices as `store` (nil: the
    /// labels): `--emoji` searches names, keywords and groups but shows and prints the lines.
    package let searchStore: ItemStore?
    /// How `searchStore` is ranked, when not by fzf's score (`--emoji`: `EmojiRanker`).
    package let searchRanker: (any SearchRanker)?
    /// The variants' lines of an item, for the tone strip (nil, or fewer than two: none).
    package var variantLines: (@Sendable (Int) -> [String]?)?
    /// Words shown dim after an item's label (`--emoji`: its group); nil: none.
    package var itemDetail: (@Sendable (Int) -> String?)?
    /// The colors an item's own escape sequences gave it (`--ansi`); nil: none.
    package var itemStyle: (@Sendable (Int) -> Style?)?

    /// `store`, searched through `searchStore` when it has one line per item.
    init(store: ItemStore, searchStore: ItemStore?, searchRanker: (any SearchRanker)? = nil) {
        self.store = store
        self.searchStore = searchStore.flatMap { $0.count == store.count ? $0 : nil }
        self.searchRanker = self.searchStore == nil ? nil : searchRanker
    }

    /// Whether `item` has variants to offer.
    func hasVariants(_ item: Int) -> Bool { (variantLines?(item)?.count ?? 0) > 1 }
}
