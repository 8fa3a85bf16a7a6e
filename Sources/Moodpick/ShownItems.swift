import MoodpickCore

/// The strings a pick is handed, as the strip shows them: the empty ones left out (as the
/// command line's arguments are) and NUL bytes taken out (they separate items in the store),
/// with each shown item's place among the strings handed in.
struct ShownItems: Sendable {
    /// The bytes of each shown item, NUL-ended.
    private let bytes: [UInt8]
    /// `kept[i]`: where the strip's item `i` is among the strings handed in.
    let kept: [Int]

    init(_ items: [String]) {
        var bytes: [UInt8] = []
        var kept: [Int] = []
        for (index, item) in items.enumerated() {
            let before = bytes.count
            bytes.append(contentsOf: item.utf8.lazy.filter { $0 != 0 })
            guard bytes.count > before else { continue }
            bytes.append(0)
            kept.append(index)
        }
        self.bytes = bytes
        self.kept = kept
    }

    /// The item store, its cells measured for a terminal that is UTF-8 or (`ascii`) not.
    func store(ascii: Bool) -> ItemStore {
        ItemStore(bytes: bytes, separator: .nul, cellOptions: CellOptions(ascii: ascii))
    }
}
