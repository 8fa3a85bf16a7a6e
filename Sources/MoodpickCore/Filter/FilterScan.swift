/// The byte-level steps of matching one term against one label, allocation-free.
///
/// A label is raw UTF-8 (invalid bytes read as U+FFFD, one byte each). ASCII bytes are compared
/// directly; other scalars are decoded where they stand. A text scalar matches a pattern scalar
/// when it is equal after smart-case lowering, or when it is a Latin letter with marks whose
/// plain letter is the pattern's (`LatinFolding`).
enum FilterScan {
    /// The scalar at byte `index` and its length in bytes.
    @inline(__always)
    static func scalar(_ text: UnsafeRawBufferPointer, at index: Int) -> (value: UInt32, length: Int) {
        let byte = text[index]
        if byte < 0x80 { return (UInt32(byte), 1) }
        if let (scalar, length) = EmojiCluster.decodeScalar(text, at: index) { return (scalar.value, length) }
        return (0xFFFD, 1)
    }

    /// The scalar that ends just before byte `index` (> `lower`) and where it starts.
    @inline(__always)
    static func scalar(_ text: UnsafeRawBufferPointer, before index: Int, lower: Int) -> (value: UInt32, start: Int) {
        let last = text[index - 1]
        if last < 0x80 { return (UInt32(last), index - 1) }
        var start = index - 1
        while start > lower && start > index - 4 && text[start] & 0xC0 == 0x80 { start -= 1 }
        let (value, length) = scalar(text, at: start)
        if start + length == index { return (value, start) }
        return (0xFFFD, index - 1)
    }

    /// Whether text scalar `value` matches pattern scalar `pattern`.
    @inline(__always)
    static func matches(_ value: UInt32, _ pattern: UInt32, caseSensitive: Bool) -> Bool {
        let folded = caseSensitive ? value : CaseFolding.lowered(value)
        if folded == pattern { return true }
        guard value >= 0xC0, pattern < 0x80 else { return false }
        return LatinFolding.letter(for: folded, keepCase: caseSensitive).map { UInt32($0) == pattern } ?? false
    }

    /// Whether a scalar is blank for the trimming of `^` and `$` (and for word starts).
    @inline(__always)
    static func isBlank(_ value: UInt32) -> Bool {
        value == 0x20 || (value >= 0x09 && value <= 0x0D) || (value >= 0x80 && isUnicodeBlank(value))
    }

    private static func isUnicodeBlank(_ value: UInt32) -> Bool {
        value == 0x85 || value == 0xA0 || value == 0x1680 || (value >= 0x2000 && value <= 0x200A)
            || value == 0x2028 || value == 0x2029 || value == 0x202F || value == 0x205F || value == 0x3000
    }

    // MARK: Finding the pattern

    /// The first fuzzy occurrence of `pattern` in `text[from..<to]`, as the narrowest window that
    /// ends where the first complete occurrence ends (fzf's "v1": forward, then back).
    static func fuzzy(_ pattern: [UInt32], caseSensitive: Bool, in text: UnsafeRawBufferPointer, from: Int, to: Int) -> Range<Int>? {
        guard let first = pattern.first else { return from..<from }
        var index = from
        var next = 0
        var end = -1
        var wanted = first
        while index < to {
            let (value, length) = scalar(text, at: index)
            if matches(value, wanted, caseSensitive: caseSensitive) {
                next += 1
                if next == pattern.count {
                    end = index + length
                    break
                }
                wanted = pattern[next]
            }
            index += length
        }
        guard end >= 0 else { return nil }
        // Back from the end: the latest start that still holds the whole pattern.
        var remaining = pattern.count - 1
        var position = end
        while position > from {
            let (value, start) = scalar(text, before: position, lower: from)
            if matches(value, pattern[remaining], caseSensitive: caseSensitive) {
                if remaining == 0 { return start..<end }
                remaining -= 1
            }
            position = start
        }
        return nil
    }

    /// The end of `pattern` read at `start`, if it is there.
    @inline(__always)
    static func exact(_ pattern: [UInt32], caseSensitive: Bool, in text: UnsafeRawBufferPointer, at start: Int, to: Int) -> Int? {
        var index = start
        for wanted in pattern {
            guard index < to else { return nil }
            let (value, length) = scalar(text, at: index)
            guard matches(value, wanted, caseSensitive: caseSensitive) else { return nil }
            index += length
        }
        return index
    }

    /// The start of `pattern` read backwards from `end`, if it ends there.
    static func exact(_ pattern: [UInt32], caseSensitive: Bool, in text: UnsafeRawBufferPointer, endingAt end: Int, from: Int) -> Int? {
        var index = end
        for wanted in pattern.reversed() {
            guard index > from else { return nil }
            let (value, start) = scalar(text, before: index, lower: from)
            guard matches(value, wanted, caseSensitive: caseSensitive) else { return nil }
            index = start
        }
        return index
    }

    /// `text[from..<to]` without the blanks at its start (`leading`) and its end (`trailing`).
    static func trimmed(_ text: UnsafeRawBufferPointer, from: Int, to: Int, leading: Bool, trailing: Bool) -> Range<Int> {
        var lower = from
        var upper = to
        if leading {
            while lower < upper {
                let (value, length) = scalar(text, at: lower)
                guard isBlank(value) else { break }
                lower += length
            }
        }
        if trailing {
            while upper > lower {
                let (value, start) = scalar(text, before: upper, lower: lower)
                guard isBlank(value) else { break }
                upper = start
            }
        }
        return lower..<upper
    }
}
