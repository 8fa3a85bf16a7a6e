extension StyledFrames {
    /// A run of text at a screen column, in one style: what a frame's row is made of.
    public struct Run: Hashable, Sendable {
        public var column: Int
        public var text: String
        public var style: Style

        public init(column: Int, text: String, style: Style = .plain) {
            self.column = column
            self.text = text
            self.style = style
        }
    }

    /// Keys handed out to new styles, in order (after these, styles share the last key).
    static let keyAlphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    /// Adds a screen given as rows of runs (in column order, not overlapping), giving each new
    /// style the next free key: how a replay turns its drawn frames into a dump.
    public mutating func append(milliseconds: Double, rows runRows: [[Run]]) {
        var rows: [Row] = []
        for runs in runRows.prefix(self.rows) {
            var text = "", keys: [Character] = []
            for run in runs {
                if run.column > keys.count {
                    text += String(repeating: " ", count: run.column - keys.count)
                    keys += Array(repeating: ".", count: run.column - keys.count)
                }
                let key = run.style == .plain ? "." : self.key(for: run.style)
                text += run.text
                keys += Array(repeating: key, count: DisplayWidth.columns(of: run.text))
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
    public mutating func append(_ frame: Frame, milliseconds: Double) {
        append(milliseconds: milliseconds, rows: frame.lines.map { line in
            line.spans.map { Run(column: $0.column, text: $0.text, style: $0.style) }
        })
    }
}
