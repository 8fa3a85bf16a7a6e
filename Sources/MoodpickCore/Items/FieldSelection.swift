/// Fields of an item's line (`--delimiter`, `--with-nth`, `--accept-nth`): what the strip and the
/// label show and the filter matches, and what is printed.
///
/// A line is split by the delimiter, a regular expression as in fzf (`DelimiterPattern`: each
/// match ends a field, so empty fields count, as with `cut`), or, by default, into runs of
/// non-blanks (blanks being space and TAB).
/// A range of adjacent fields (`2..4`) is taken as the line has it, delimiters included; the
/// pieces of a list (`1,3`) are joined by the delimiter's first character when it is a fixed
/// string (`\t`, `:`), else by a space. Fields split the whole line, symbol included: `😀 happy` is fields `😀` and `happy`.
///
/// An immutable class, so that the item store and the options share one: copied as a struct
/// (two optional lists and three lists) it cost every start about 20 K
/// instructions of runtime types, in the outlined code of the copy into the item store
/// (callgrind, at -Osize).
package final class FieldSelection: Sendable, Equatable {
    /// The delimiter's bytes when it is a fixed string, or nil (runs of blanks, or `pattern`).
    package let delimiter: [UInt8]?
    /// The delimiter when it is a pattern (`\s+`, `[:,]`), matched byte by byte.
    let pattern: DelimiterPattern?
    /// The fields shown and matched, or nil for the item's label.
    package let withNth: [FieldRange]?
    /// The fields printed, or nil for the whole line.
    package let acceptNth: [FieldRange]?
    /// What joins the pieces of a list: the delimiter's first character, or a space.
    let joiner: [UInt8]

    /// No `--with-nth`: the item's label, as everywhere else.
    package static let whole = FieldSelection(delimiter: nil, pattern: nil, withNthRanges: nil, acceptNthRanges: nil)

    private init(delimiter: [UInt8]?, pattern: DelimiterPattern?, withNthRanges: [FieldRange]?, acceptNthRanges: [FieldRange]?) {
        self.delimiter = delimiter
        self.pattern = pattern
        self.withNth = withNthRanges
        self.acceptNth = acceptNthRanges
        if let delimiter, let first = String(decoding: delimiter, as: UTF8.self).first {
            joiner = Array(String(first).utf8)
        } else {
            joiner = [0x20]
        }
    }

    /// Reads the options (fzf's syntax: `2`, `1,3`, `2..`, `..2`, `-1`); throws a message that
    /// names the bad option and element. An empty delimiter is an error too, and a pattern
    /// outside `DelimiterPattern`'s subset.
    package convenience init(delimiter: String?, withNth: String?, acceptNth: String?) throws {
        if let delimiter, delimiter.isEmpty {
            throw FieldSelectionError(message: "--delimiter must not be empty")
        }
        let pattern = try delimiter.map(DelimiterPattern.init)
        self.init(
            delimiter: pattern?.literal, pattern: pattern?.literal == nil ? pattern : nil,
            withNthRanges: try withNth.map { try [FieldRange].parsing($0, option: "--with-nth") },
            acceptNthRanges: try acceptNth.map { try [FieldRange].parsing($0, option: "--accept-nth") })
    }

    package static func == (lhs: FieldSelection, rhs: FieldSelection) -> Bool {
        lhs.delimiter == rhs.delimiter && lhs.pattern == rhs.pattern && lhs.withNth == rhs.withNth
            && lhs.acceptNth == rhs.acceptNth && lhs.joiner == rhs.joiner
    }

    /// Whether `--with-nth` replaces the label.
    package var selectsFields: Bool { withNth != nil }

    /// What the filter matches and the label shows for item `index`: the label, or the fields.
    package func label(at index: Int, in items: ItemStore) -> String {
        guard withNth != nil else { return items.anatomy(at: index).label }
        var fields: [Range<Int>] = []
        var scratch: [UInt8] = []
        return withText(of: items.line(at: index), fields: &fields, scratch: &scratch) { String(decoding: $0, as: UTF8.self) }
    }

    /// What `--accept-nth` prints for a line (the whole line without it), without a line ending.
    package func accepted(_ line: UnsafeRawBufferPointer) -> [UInt8] {
        guard let acceptNth else { return Array(line) }
        var fields: [Range<Int>] = []
        var scratch: [UInt8] = []
        return Self.select(acceptNth, of: line, delimiter: delimiter, pattern: pattern, joiner: joiner, fields: &fields, scratch: &scratch) {
            Array($0)
        }
    }

    /// What to print for item `index` in `format`: `--accept-nth` replaces the `line` format's
    /// bytes; the other formats are unchanged.
    package func output(_ format: OutputFormat, for index: Int, in items: ItemStore, print0: Bool = false) -> [UInt8] {
        guard acceptNth != nil, format == .line else { return format.output(for: index, in: items, print0: print0) }
        var bytes = accepted(items.line(at: index))
        bytes.append(print0 ? 0 : 0x0A)
        return bytes
    }

    /// Calls `body` with the `--with-nth` text of `line` (see `select`).
    @inline(__always)
    func withText<R>(
        of line: UnsafeRawBufferPointer, fields: inout [Range<Int>], scratch: inout [UInt8], _ body: (UnsafeRawBufferPointer) -> R
    ) -> R {
        Self.select(withNth ?? [FieldRange(lower: nil, upper: nil)], of: line, delimiter: delimiter, pattern: pattern, joiner: joiner,
                    fields: &fields, scratch: &scratch, body)
    }

    /// Whether the `--with-nth` text keeps the order of the line's bytes and adds none, so a
    /// test on the raw line (the filter's cheap first test) is also one on the text.
    var keepsByteOrder: Bool { withNth.map { $0.count == 1 } ?? true }

    // MARK: Splitting

    /// The byte ranges of the fields of `line`, in order, into `fields` (cleared first).
    static func fields(
        of line: UnsafeRawBufferPointer, delimiter: [UInt8]?, pattern: DelimiterPattern? = nil, into fields: inout [Range<Int>]
    ) {
        fields.removeAll(keepingCapacity: true)
        let count = line.count
        if let pattern {
            var start = 0
            var index = 0
            while index < count {
                if let end = pattern.matchEnd(in: line, at: index) {
                    fields.append(start..<index)
                    index = end
                    start = end
                } else {
                    index += 1
                }
            }
            fields.append(start..<count)
            return
        }
        guard let delimiter else {
            var index = 0
            while index < count {
                while index < count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
                guard index < count else { break }
                let start = index
                while index < count && line[index] != 0x20 && line[index] != 0x09 { index += 1 }
                fields.append(start..<index)
            }
            return
        }
        var start = 0
        var index = 0
        let width = delimiter.count
        while index + width <= count {
            var found = true
            for offset in 0..<width where line[index + offset] != delimiter[offset] {
                found = false
                break
            }
            if found {
                fields.append(start..<index)
                index += width
                start = index
            } else {
                index += 1
            }
        }
        fields.append(start..<count)
    }

    /// The selected fields of `line`, passed to `body` as one run of bytes: a slice of `line`
    /// for one range, else joined in `scratch`. Both scratch arrays keep their storage between
    /// calls, so a pass over many lines allocates nothing per line.
    static func select<R>(
        _ ranges: [FieldRange], of line: UnsafeRawBufferPointer, delimiter: [UInt8]?, pattern: DelimiterPattern?, joiner: [UInt8],
        fields: inout [Range<Int>], scratch: inout [UInt8], _ body: (UnsafeRawBufferPointer) -> R
    ) -> R {
        Self.fields(of: line, delimiter: delimiter, pattern: pattern, into: &fields)
        if ranges.count == 1 {
            guard let selected = ranges[0].resolved(count: fields.count) else {
                return body(UnsafeRawBufferPointer(start: nil, count: 0))
            }
            return body(UnsafeRawBufferPointer(rebasing: line[fields[selected.lowerBound].lowerBound..<fields[selected.upperBound].upperBound]))
        }
        scratch.removeAll(keepingCapacity: true)
        var first = true
        for range in ranges {
            guard let selected = range.resolved(count: fields.count) else { continue }
            if !first { scratch.append(contentsOf: joiner) }
            first = false
            scratch.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[fields[selected.lowerBound].lowerBound..<fields[selected.upperBound].upperBound]))
        }
        return scratch.withUnsafeBytes(body)
    }
}
