/// What one cell shows between its two padding columns, and how wide that is.
package struct CellContent: Equatable, Sendable {
    /// Terminal-safe text: an emoji cluster, or sanitized text cut to fit with an ellipsis.
    package var text: String
    /// Display width of `text` in columns.
    package var columns: Int
    /// Whether the cell shows an item's emoji symbol (else it shows text).
    package var isSymbol: Bool

    package init(text: String, columns: Int, isSymbol: Bool) {
        self.text = text
        self.columns = columns
        self.isSymbol = isSymbol
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
            return CellContent(text: symbol, columns: CellOptions.emojiCellWidth - CellOptions.padding, isSymbol: true)
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
            return CellContent(text: fitted.text, columns: fitted.columns, isSymbol: false)
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
        return CellContent(text: shown, columns: used + 1, isSymbol: false)
    }
}
