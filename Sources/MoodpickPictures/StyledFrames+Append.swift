import MoodpickCore

extension StyledFrames {
    /// Keys handed out to new styles, in order (after these, styles share the last key).
    static let keyAlphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    /// Adds a screen given as rows of spans (a `Frame`'s, in column order, not overlapping),
    /// giving each new style the next free key: how a replay turns its drawn frames into a dump.
    package mutating func append(milliseconds: Double, rows spanRows: [[Span]]) {
        var rows: [Row] = []
        for spans in spanRows.prefix(self.rows) {
            var text = "", keys: [Character] = []
            for span in spans {
                if span.column > keys.count {
                    text += String(repeating: " ", count: span.column - keys.count)
                    keys += Array(repeating: ".", count: span.column - keys.count)
                }
                let key = span.style == .plain ? "." : self.key(for: span.style)
                text += span.text
                keys += Array(repeating: key, count: DisplayWidth.columns(of: span.text))
            }
            while keys.last == "." { keys.removeLast() }
            rows.append(Row(text: text, keys: keys))
        }
        snapshots.append(Snapshot(milliseconds: milliseconds, rows: rows))
    }

    private mutating func key(for style: Style) -> Character {
        if let existing = styles.first(where: { $0.value == style })?.key { return existing }
        let key = Self.keyAlphabet[min(styles.count, Self.keyAlphabet.count - 1)]
        styles[key] = style
        return key
    }
}

extension StyledFrames {
    /// Adds a drawn frame with its spans' styles (what `--frames` writes).
    package mutating func append(_ frame: Frame, milliseconds: Double) {
        append(milliseconds: milliseconds, rows: frame.lines.map(\.spans))
    }
}
