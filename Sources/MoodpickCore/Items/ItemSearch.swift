/// Finding items by the start of their label: type-ahead and `--start TEXT`.
package enum ItemSearch {
    /// The first item, from `start` on and wrapping around the list, whose label starts with
    /// `prefix`, ignoring case. O(items) in the worst case: it runs on a key press, never per frame.
    package static func firstIndex(labelPrefix prefix: String, from start: Int, in items: ItemStore) -> Int? {
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
    package static func firstIndex(labelEqualTo text: String, in items: ItemStore) -> Int? {
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
        if let asciiBytes, !bytes.isEmpty, bytes[0] >= 0x80, !Self.mayMatchAfterSymbol(asciiBytes, in: bytes) {
            return false
        }
        if let asciiBytes, !EmojiCluster.startsEmoji(utf8: bytes) {
            // A text item's label is its line: compare bytes, folding ASCII case, no decoding.
            guard bytes.count >= asciiBytes.count else { return false }
            for (offset, wanted) in asciiBytes.enumerated() {
                var byte = bytes[offset]
                if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
                if byte != wanted { return false }
            }
            // A non-ASCII byte next may extend the last matched character (e + U+0301 is é):
            // then only comparing characters can tell.
            if bytes.count == asciiBytes.count || bytes[asciiBytes.count] < 0x80 { return true }
        }
        return ItemAnatomy(line: bytes).label.lowercased().hasPrefix(lowered)
    }

    /// A quick no for an emoji item, read from bytes alone (a search over a million labels must
    /// not decode each one): the label of `<symbol> <label>` starts after the leading run of
    /// non-ASCII bytes and the blanks after it. When that run is more than the symbol, the label
    /// starts with a non-ASCII character, which an ASCII prefix does not match either. True means
    /// "maybe": decoding decides.
    static func mayMatchAfterSymbol(_ prefix: [UInt8], in bytes: UnsafeRawBufferPointer) -> Bool {
        var start = 0
        while start < bytes.count && bytes[start] >= 0x80 { start += 1 }
        guard start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 else { return true }
        while start < bytes.count && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        guard bytes.count - start >= prefix.count else { return false }
        for (offset, wanted) in prefix.enumerated() {
            var byte = bytes[start + offset]
            if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
            if byte != wanted { return false }
        }
        return true
    }
}
