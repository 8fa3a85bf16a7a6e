/// What one cell shows between its two padding columns, and how wide that is: one case a kind
/// of cell. What differs between the kinds when a cell is drawn is answered in one place,
/// `CellContent+Drawing.swift`; a new kind (an image `columns` wide, drawn with kitty's Unicode
/// placeholders, which are text cells) is one case here and its answers there.
package enum CellContent: Equatable, Sendable {
    /// Terminal-safe text, sanitized and cut to fit with an ellipsis, `columns` wide.
    case text(String, columns: Int)
    /// An item's emoji symbol: one cluster, drawn `CellContent.symbolColumns` wide.
    case symbol(String)

    /// The columns a symbol takes between the paddings: every emoji cluster is 2 wide.
    package static let symbolColumns = CellOptions.emojiCellWidth - CellOptions.padding

    /// The text the cell draws: the text, or the symbol's cluster.
    package var text: String {
        switch self {
        case .text(let text, _): return text
        case .symbol(let symbol): return symbol
        }
    }

    /// Display width of `text` in columns.
    package var columns: Int {
        switch self {
        case .text(_, let columns): return columns
        case .symbol: return Self.symbolColumns
        }
    }

    /// The whole cell's width, paddings included, in columns.
    package var cellWidth: Int { columns + CellOptions.padding }

    /// The content for a line, from a window of its first bytes.
    ///
    /// - Parameters:
    ///   - window: the line's first bytes (all of it when `isWhole`).
    ///   - isWhole: false when the line goes on past the window, so the text must end in an ellipsis.
    package static func make(window: UnsafeRawBufferPointer, isWhole: Bool, options: CellOptions) -> CellContent {
        if EmojiCluster.startsEmoji(utf8: window) {
            if options.ascii {
                let anatomy = ItemAnatomy(line: window)
                let shown = anatomy.label.isEmpty ? (anatomy.symbol ?? "") : anatomy.label
                return text(shown, isWhole: isWhole, options: options)
            }
            let decoded = String(decoding: UnsafeRawBufferPointer(rebasing: window.prefix(symbolWindow)), as: UTF8.self)
            let symbol = decoded.first.map(String.init) ?? ""
            return .symbol(symbol)
        }
        return text(String(decoding: window, as: UTF8.self), isWhole: isWhole, options: options)
    }

    /// Bytes enough for the longest emoji cluster (tag flags and ZWJ families are under 40).
    static let symbolWindow = 128

    /// A text cell: sanitized, cut to `options.textColumns` with an ellipsis when it does not fit
    /// or when the line goes on past the decoded window.
    static func text(_ raw: String, isWhole: Bool, options: CellOptions) -> CellContent {
        let safe = DisplayText.sanitized(raw, ascii: options.ascii)
        let limit = options.textColumns
        if isWhole {
            let fitted = DisplayText.truncated(safe, toColumns: limit, ascii: options.ascii)
            return .text(fitted.text, columns: fitted.columns)
        }
        // More follows past the window: whatever fits in all but one column, then the ellipsis.
        var shown = ""
        var used = 0
        for character in safe {
            let width = DisplayWidth.columns(of: character)
            if used + width > limit - 1 { break }
            shown.append(character)
            used += width
        }
        shown.append(options.ascii ? "~" : "…")
        return .text(shown, columns: used + 1)
    }
}
