/// Every fully-qualified emoji of Unicode's emoji-test.txt, one record per emoji with its skin
/// tones folded in, read straight from the generated `EmojiTable` without copying it.
///
/// Loading costs one scan for the line ends of a ~100 KB table that is already in the binary's
/// read-only data: 4 bytes per record, no per-emoji object, no string decoded until a field is
/// asked for. Fields are found by scanning the record's line for tabs (records are ~70 bytes).
///
/// ## How the filter finds emoji by name and keyword
/// The strip and the output only ever see `EmojiItems`' lines, `🔥 fire`: the symbol and the
/// CLDR name, so `--output label` prints the name and `--output line` the whole line, as for
/// any item. What the filter should match is richer: the name, the CLDR keywords and the group
/// (`fire flame tool Travel & Places`). That text is kept apart from the items, in the same
/// order: `EmojiItems.searchText(at:)` gives it per item, and `EmojiItems.searchLines()` gives
/// all of it as a second `ItemStore` with the same indices, which a matcher that takes an
/// `ItemStore` can rank instead of the display lines; its results are item indices of the
/// display store. Keeping the two apart (rather than hiding keywords in a tab field of the
/// displayed line) leaves the printed bytes exactly what is shown, and costs nothing until the
/// first query.
package struct EmojiCatalog: Sendable {
    /// Byte offset of each record's line in the table.
    let starts: [UInt32]

    /// The catalog of the generated table.
    package init() {
        let table = Self.table
        var starts: [UInt32] = []
        starts.reserveCapacity(EmojiTable.recordCount)
        var position = 0
        while position < table.count {
            starts.append(UInt32(truncatingIfNeeded: position))
            position = ByteScan.firstIndex(of: 0x0A, in: table, from: position, to: table.count) + 1
        }
        self.starts = starts
    }

    /// The table's bytes, in the binary's read-only data.
    static var table: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: EmojiTable.records.utf8Start, count: EmojiTable.records.utf8CodeUnitCount)
    }

    /// How many emoji there are (tone variants folded).
    package var count: Int { starts.count }

    /// How many records the generated table holds, without loading it.
    package static var recordCount: Int { EmojiTable.recordCount }

    /// The record's seven fields, as byte ranges of the table.
    private func fields(at index: Int) -> [Range<Int>] {
        let table = Self.table
        let start = Int(starts[index])
        let end = ByteScan.firstIndex(of: 0x0A, in: table, from: start, to: table.count)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(Self.fieldCount)
        var position = start
        while ranges.count < Self.fieldCount - 1 {
            let tab = ByteScan.firstIndex(of: 0x09, in: table, from: position, to: end)
            ranges.append(position..<tab)
            position = min(tab + 1, end)
        }
        ranges.append(position..<end)
        return ranges
    }

    /// Fields of a record: symbol, name, keywords, group, version, tones, shortcodes.
    static let fieldCount = 7

    /// The bytes of one field of a record.
    func field(_ number: Int, at index: Int) -> UnsafeRawBufferPointer {
        let range = fields(at: index)[number]
        return UnsafeRawBufferPointer(rebasing: Self.table[range])
    }

    private func string(_ number: Int, at index: Int) -> String {
        String(decoding: field(number, at: index), as: UTF8.self)
    }

    /// The emoji without a tone, as emoji-test.txt spells it (with U+FE0F where it belongs).
    package func symbol(at index: Int) -> String { string(0, at: index) }

    /// The CLDR English name (its text-to-speech annotation), or emoji-test.txt's name for
    /// the few emoji newer than the CLDR data.
    package func name(at index: Int) -> String { string(1, at: index) }

    /// The CLDR English keywords, in CLDR's order.
    package func keywords(at index: Int) -> [String] {
        let text = string(2, at: index)
        return text.isEmpty ? [] : text.split(separator: "|").map(String.init)
    }

    /// The group (`Smileys & Emotion`, `Animals & Nature` …).
    package func group(at index: Int) -> String { Self.group(in: field(3, at: index)) }

    /// The group a record's group field (its decimal number) names.
    private static func group(in field: UnsafeRawBufferPointer) -> String {
        var number = 0
        for byte in field { number = number * 10 + Int(byte - 0x30) }
        return EmojiTable.groups[number]
    }

    /// The GitHub/Slack shortcodes, colons included (`:tada:`), from PyPI's emoji package.
    package func shortcodes(at index: Int) -> [String] {
        let text = string(6, at: index)
        return text.isEmpty ? [] : text.split(separator: " ").map(String.init)
    }

    /// The Emoji version that added it, as emoji-test.txt writes it (`E0.6` … `E17.0`).
    package func version(at index: Int) -> String { "E" + string(4, at: index) }

    /// The Emoji version that added it, parsed.
    package func emojiVersion(at index: Int) -> EmojiVersion {
        EmojiVersion(String(decoding: field(4, at: index), as: UTF8.self)) ?? .newest
    }

    /// Whether it takes a skin tone.
    package func takesTone(at index: Int) -> Bool { !field(5, at: index).isEmpty }

    /// The form to show: toned with `tone` when the emoji takes one, else the plain symbol.
    package func symbol(at index: Int, tone: SkinTone?) -> String {
        guard let tone, takesTone(at: index) else { return symbol(at: index) }
        return variants(of: index)[1 + tone.position]
    }

    /// The emoji's forms for a tone strip: the plain symbol, then light … dark, spelled as
    /// emoji-test.txt spells them (a ZWJ sequence carries the modifier after each person, not
    /// at the end). Just the plain symbol when it takes no tone.
    package func variants(of index: Int) -> [String] {
        forms(at: index).map { String(decoding: UnsafeRawBufferPointer(rebasing: Self.table[$0]), as: UTF8.self) }
    }

    /// The byte ranges, in the table, of the record's plain symbol and then of each toned form
    /// (the tones field lists them separated by spaces).
    private func forms(at index: Int) -> [Range<Int>] {
        let fields = fields(at: index)
        var forms = [fields[0]]
        var position = fields[5].lowerBound
        while position < fields[5].upperBound {
            let space = ByteScan.firstIndex(of: 0x20, in: Self.table, from: position, to: fields[5].upperBound)
            if space > position { forms.append(position..<space) }
            position = space + 1
        }
        return forms
    }

    /// The record whose plain or toned form is each of `symbols` (U+FE0F ignored), or nil.
    /// One pass over the table whatever the number of symbols (the history's 200 at most).
    package func indices(of symbols: [String]) -> [Int?] {
        var wanted: [[UInt8]: [Int]] = [:]
        for (position, symbol) in symbols.enumerated() {
            wanted[Self.withoutVariationSelectors(symbol), default: []].append(position)
        }
        var found = [Int?](repeating: nil, count: symbols.count)
        guard !wanted.isEmpty else { return found }
        let table = Self.table
        for index in 0..<count {
            for form in forms(at: index) {
                if let positions = wanted[Self.withoutVariationSelectors(table[form])] {
                    for position in positions where found[position] == nil { found[position] = index }
                }
            }
        }
        return found
    }

    /// The record whose plain or toned form is `symbol` (U+FE0F ignored), or nil.
    package func index(of symbol: String) -> Int? { indices(of: [symbol])[0] }

    /// UTF-8 bytes without U+FE0F, so that `☝` and `☝️` compare equal. Bytes, not scalars: in
    /// UTF-8 the sequence EF B8 8F is U+FE0F wherever it occurs (a lead byte cannot be a
    /// continuation), and both the table and a Swift string are valid UTF-8.
    static func withoutVariationSelectors<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == 0xEF, bytes[index...].starts(with: [0xEF, 0xB8, 0x8F]) {
                index = bytes.index(index, offsetBy: 3)
                continue
            }
            out.append(byte)
            index = bytes.index(after: index)
        }
        return out
    }

    static func withoutVariationSelectors(_ text: String) -> [UInt8] { withoutVariationSelectors(Array(text.utf8)) }

    /// What the filter matches for a record, as `EmojiRanker` reads it: the name, the
    /// shortcodes, the keywords, then the group, each field ended by a TAB and each of the four
    /// sections by an empty field (`fire\t\t:fire:\t\tflame\ttool\t\tTravel & Places`).
    package func searchText(at index: Int) -> String {
        var bytes: [UInt8] = []
        appendSearchText(at: index, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `searchText(at:)`'s bytes to `bytes`, straight from the table (the table's `|`
    /// and the shortcodes' spaces become TABs). Byte copies only, so that every record takes well
    /// under a millisecond (docs/EMOJI.md).
    /// `aliases` (the user's, `EmojiAliases`) join the shortcodes; the name in the user's
    /// language (`local`) comes before the English one, its keywords before the English ones.
    package func appendSearchText(at index: Int, aliases: [String] = [], local: EmojiLocalNames? = nil, to bytes: inout [UInt8]) {
        let fields = fields(at: index)
        let table = Self.table
        if let local, local.appendName(of: index, to: &bytes) { bytes.append(0x09) }
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: table[fields[1]]))
        bytes.append(0x09)
        bytes.append(0x09)
        for alias in aliases {
            bytes += alias.utf8
            bytes.append(0x09)
        }
        Self.appendList(UnsafeRawBufferPointer(rebasing: table[fields[6]]), separator: 0x20, to: &bytes)
        bytes.append(0x09)
        local?.appendKeywords(of: index, to: &bytes)
        Self.appendList(UnsafeRawBufferPointer(rebasing: table[fields[2]]), separator: 0x7C, to: &bytes)
        bytes.append(0x09)
        bytes.append(contentsOf: Self.group(in: UnsafeRawBufferPointer(rebasing: table[fields[3]])).utf8)
    }

    /// A list field's items, each ended by a TAB.
    private static func appendList(_ list: UnsafeRawBufferPointer, separator: UInt8, to bytes: inout [UInt8]) {
        guard !list.isEmpty else { return }
        for byte in list { bytes.append(byte == separator ? 0x09 : byte) }
        bytes.append(0x09)
    }
}
