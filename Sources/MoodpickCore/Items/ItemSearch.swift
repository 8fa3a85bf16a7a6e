/// Finding items by the start of their label: type-ahead and `--start TEXT`.
public enum ItemSearch {
    /// The first item, from `start` on and wrapping around the list, whose label starts with
    /// `prefix`, ignoring case. O(items) in the worst case: it runs on a key press, never per frame.
    public static func firstIndex(labelPrefix prefix: String, from start: Int, in items: ItemStore) -> Int? {
        let count = items.count
        guard count > 0, !prefix.isEmpty else { return nil }
        let matcher = LabelMatcher(prefix: prefix)
        var index = ((start % count) + count) % count
        for _ in 0..<count {
            if matcher.matches(items, index) { return index }
            index = index + 1 == count ? 0 : index + 1
        }
        return nil
    }

    /// The first item whose whole label equals `text`, ignoring case.
    public static func firstIndex(labelEqualTo text: String, in items: ItemStore) -> Int? {
        let wanted = text.lowercased()
        let columns = DisplayWidth.columns(of: text) + 8
        for index in 0..<items.count {
            let (bytes, isWhole) = items.window(at: index, columns: columns)
            if isWhole, ItemAnatomy(line: bytes).label.lowercased() == wanted { return index }
        }
        return nil
    }
}

/// Compares labels with a prefix, case-insensitively, decoding only each label's first bytes.
struct LabelMatcher {
    let lowered: String
    let asciiBytes: [UInt8]?
    let windowColumns: Int

    init(prefix: String) {
        lowered = prefix.lowercased()
        asciiBytes = lowered.utf8.allSatisfy { $0 < 0x80 } ? Array(lowered.utf8) : nil
        windowColumns = DisplayWidth.columns(of: prefix) + 4
    }

    func matches(_ items: ItemStore, _ index: Int) -> Bool {
        let (bytes, _) = items.window(at: index, columns: windowColumns)
        if let asciiBytes, !EmojiCluster.startsEmoji(utf8: bytes) {
            // A text item's label is its line: compare bytes, folding ASCII case, no decoding.
            guard bytes.count >= asciiBytes.count else { return false }
            for (offset, wanted) in asciiBytes.enumerated() {
                var byte = bytes[offset]
                if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
                if byte != wanted { return false }
            }
            return true
        }
        return ItemAnatomy(line: bytes).label.lowercased().hasPrefix(lowered)
    }
}
