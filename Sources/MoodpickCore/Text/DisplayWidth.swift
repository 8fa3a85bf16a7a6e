/// How many terminal columns text takes, measured per grapheme cluster.
///
/// moodpick lays out its strip in columns and positions every cluster explicitly, so the layout
/// needs one width per cluster that matches what a modern, grapheme-aware terminal (UTS #51)
/// draws. Terminals that measure code points instead (glibc `wcwidth`, tmux 3.3a) may advance
/// further; `worstCaseColumns(of:)` bounds that so nothing wraps at the right screen edge.
///
/// The standard library has no East_Asian_Width property, so the wide ranges are a small table
/// here; everything else comes from `Unicode.Scalar.Properties`. All results are in columns.
package enum DisplayWidth {
    /// Columns a modern (grapheme-aware, UTS #51) terminal gives the cluster.
    ///
    /// 2 for every emoji cluster: Emoji_Presentation (including a lone regional indicator, since
    /// `EmojiCluster` accepts one as a symbol and every symbol cell is 2 wide), VS16 sequences,
    /// keycaps with or without U+FE0F, skin-tone sequences (also on a modifier base that is not
    /// Emoji_Presentation, like ☝🏽), ZWJ sequences, flags and tag flags. 2 for East Asian
    /// Wide/Fullwidth. 0 for a lone combining mark or zero-width format character. A control
    /// character (C0, DEL, C1) counts 1 per scalar, because moodpick shows each as a one-column
    /// replacement (see `DisplayText`); TAB counts 1 (shown as a space). 1 otherwise.
    package static func columns(of character: Character) -> Int {
        // One byte is one ASCII scalar: a printable one or a control's replacement, 1 column.
        if character.utf8.count == 1 { return 1 }
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        guard let second = scalars.next() else { return leadColumns(first) }
        if isControl(first) {
            // Only CR LF makes a multi-scalar cluster out of controls; each is one replacement.
            var count = 2
            while scalars.next() != nil { count += 1 }
            return count
        }
        let properties = first.properties
        if properties.isEmojiPresentation { return 2 }
        if properties.isEmojiModifierBase && second.properties.isEmojiModifier { return 2 }
        if properties.isEmoji && isEmojiSequence(first: first, rest: character.unicodeScalars.dropFirst()) {
            return 2
        }
        return leadColumns(first)
    }

    /// Columns of a whole text: the sum over its Characters (grapheme clusters).
    ///
    /// Text made only of ASCII is counted one column per byte without looking at clusters
    /// (controls and CR LF also give one column per byte, as their replacements do).
    package static func columns(of text: some StringProtocol) -> Int {
        let isASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
            DisplayWidth.isAllASCII(UnsafeRawBufferPointer(bytes))
        } ?? text.utf8.allSatisfy { $0 < 0x80 }
        if isASCII { return text.utf8.count }
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// What a terminal that measures code points (glibc `wcwidth`, tmux 3.3a) might advance for
    /// the cluster, in columns.
    ///
    /// The sum of per-scalar widths (👨‍👩‍👧 = 6, 👍🏽 = 4, ☝🏽 = 3; a regional indicator alone
    /// counts 1 here, a control 1 for its replacement), but never less than `columns(of:)`:
    /// ❤️ sums to 1 yet gives 2. Only used to keep the right screen edge safe.
    package static func worstCaseColumns(of character: Character) -> Int {
        worstCaseColumns(of: character, columns: columns(of: character))
    }

    /// `columns(of:)` and `worstCaseColumns(of:)` of one cluster, a lone scalar's properties
    /// read once: its width alone is `leadColumns`, which is also the most a code-point terminal
    /// gives it (a regional indicator: 2 here, 1 there).
    static func widths(of character: Character) -> (columns: Int, worstCase: Int) {
        if character.utf8.count == 1 { return (1, 1) }
        var scalars = character.unicodeScalars.makeIterator()
        if let first = scalars.next(), scalars.next() == nil {
            let width = leadColumns(first)
            return (width, width)
        }
        let width = columns(of: character)
        return (width, worstCaseColumns(of: character, columns: width))
    }

    /// `worstCaseColumns(of:)` for a cluster whose `columns(of:)` is known already.
    static func worstCaseColumns(of character: Character, columns: Int) -> Int {
        if character.utf8.count == 1 { return 1 }  // one ASCII scalar, as in `columns(of:)`
        var sum = 0
        for scalar in character.unicodeScalars { sum += codePointColumns(scalar) }
        return max(sum, columns)
    }

    /// Whether every scalar of the text is a cluster of its own one column wide, for a modern
    /// terminal and a code-point one alike (`isOneColumnCluster`), so that the text can be
    /// measured and cut by scalars, with no grapheme breaking: the rails, marks, arrows and
    /// dots a frame is drawn with, and most Latin text.
    package static func isOneColumnPerScalar(_ text: some StringProtocol) -> Bool {
        oneColumnScalarCount(of: text) != nil
    }

    /// The number of scalars, so of columns, of a text that `isOneColumnPerScalar`; nil for
    /// any other text.
    static func oneColumnScalarCount(of text: some StringProtocol) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            guard isOneColumnCluster(scalar.value) else { return nil }
            count += 1
        }
        return count
    }

    /// Scalars whose Grapheme_Cluster_Break is Other (so one is never joined to another of
    /// them) and that are one column wide alone by `columns(of:)` and `worstCaseColumns(of:)`:
    /// printable ASCII, Latin-1 but the soft hyphen, the dashes, quotes, bullets and ellipsis of
    /// U+2010…U+2027, the arrows, and the box drawing, blocks and shapes up to U+25FC (U+25FD
    /// and U+25FE are Emoji_Presentation). A unit test checks every one against the general rule.
    static func isOneColumnCluster(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0xFF, 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x25FC:
            return true
        default:
            return false
        }
    }

    // MARK: - Scalars

    /// Whether every byte is ASCII, eight bytes at a time where possible.
    static func isAllASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        asciiPrefixLength(bytes, from: 0, upTo: bytes.count) == bytes.count
    }

    /// The number of ASCII bytes from `start` up to the first byte ≥ 0x80 or to `end`.
    static func asciiPrefixLength(_ bytes: UnsafeRawBufferPointer, from start: Int, upTo end: Int) -> Int {
        var index = start
        while end - index >= 8 {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
        while index < end && bytes[index] < 0x80 { index += 1 }
        return index - start
    }

    /// C0 controls, DEL and C1 controls: never sent raw, each shown as a one-column replacement.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Columns of a cluster decided by its first scalar alone (no emoji sequence found).
    private static func leadColumns(_ scalar: Unicode.Scalar) -> Int {
        if isRegionalIndicator(scalar.value) { return 2 }
        return codePointColumns(scalar)
    }

    /// The width a code-point terminal gives one scalar (glibc 2.36 `wcwidth`, except that a
    /// control counts 1 for its replacement and an emoji newer than glibc's tables counts 2).
    private static func codePointColumns(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return 1 }              // printable ASCII, and C0 shown as replacements
        if value <= 0x9F { return 1 }             // DEL and C1, shown as replacements
        if value < 0x300 { return 1 }             // Latin-1 and Latin Extended: no marks, not wide
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return 0
        case .format:
            return isVisibleFormat(value) ? 1 : 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
            return 0                              // Hangul medial vowels and final consonants
        }
        if isRegionalIndicator(value) { return 1 }
        return properties.isEmojiPresentation || isEastAsianWide(value) ? 2 : 1
    }

    /// Whether the scalars after an `isEmoji` first scalar make an emoji sequence drawn 2 wide:
    /// a VS16 anywhere, a keycap mark after [0-9#*], an emoji after a ZWJ, or tag characters.
    private static func isEmojiSequence(first: Unicode.Scalar, rest: Substring.UnicodeScalarView) -> Bool {
        let isKeycapBase = EmojiCluster.isKeycapBase(first.value)
        var afterJoiner = false
        for scalar in rest {
            let value = scalar.value
            switch value {
            case 0xFE0F, 0xE0020...0xE007F:
                return true
            case 0x20E3 where isKeycapBase:
                return true
            case 0x200D:
                afterJoiner = true
                continue
            default:
                if afterJoiner && scalar.properties.isEmoji { return true }
            }
            afterJoiner = false
        }
        return false
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value)
    }

    /// Format characters (general category Cf) that glibc draws one column wide.
    private static func isVisibleFormat(_ value: UInt32) -> Bool {
        switch value {
        case 0xAD, 0x600...0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD:
            return true
        default:
            return false
        }
    }

    /// East Asian Wide and Fullwidth ranges (those not already Emoji_Presentation), as glibc 2.36
    /// draws them. With the rules above, `codePointColumns` matches glibc's `wcwidth` on every
    /// scalar from U+0020 to U+3FFFF that it gives a width, except U+1171E.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        switch value {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DFF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1,
             0x17000...0x18D08, 0x1AFF0...0x1AFFE, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
