/// How a run of text is drawn.
public struct TextStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The centered cell.
    public static let reverse = TextStyle(rawValue: 1)
    /// The label and the prompt.
    public static let bold = TextStyle(rawValue: 2)
    /// The key help and the indicator's track.
    public static let dim = TextStyle(rawValue: 4)
    /// The characters of the label that the query matched.
    public static let underline = TextStyle(rawValue: 8)
}

/// Terminal-safe text placed at a column, every cluster of it inside the screen.
public struct Span: Hashable, Sendable {
    /// Screen column of the first cluster, 0-based.
    public var column: Int
    public var text: String
    public var style: TextStyle

    public init(column: Int, text: String, style: TextStyle = []) {
        self.column = column
        self.text = text
        self.style = style
    }
}

/// One screen row: spans in column order, not overlapping.
public struct FrameLine: Hashable, Sendable {
    public var spans: [Span]
    public init(spans: [Span] = []) { self.spans = spans }
}

/// The picture to show, as data: what the terminal layer draws, what tests compare, what
/// `--screen` writes. It knows nothing of terminals.
public struct Frame: Hashable, Sendable {
    public let size: ScreenSize
    public var lines: [FrameLine]
    /// Columns of row 0 that belong to text printed before moodpick (inline after a partial
    /// line): the frame neither draws nor erases them.
    public var indent: Int
    /// Where the cursor rests between frames, (row, column): on the centered cell, so screen
    /// readers that follow the cursor read the chosen item, and so the terminal carries the
    /// cursor along with the picture's rows when it scrolls or reflows.
    public var cursor: CursorPosition

    public init(size: ScreenSize, indent: Int = 0) {
        self.size = size
        self.indent = indent
        lines = Array(repeating: FrameLine(), count: size.rows)
        cursor = CursorPosition(row: 0, column: indent)
    }

    /// The screen as plain text, one string per row, trailing blanks trimmed. A wide cluster
    /// counts as its width in columns, so columns line up as on the terminal.
    public var textLines: [String] {
        lines.enumerated().map { row, line in
            var text = row == 0 ? String(repeating: " ", count: indent) : ""
            var column = row == 0 ? indent : 0
            for span in line.spans {
                if span.column > column {
                    text += String(repeating: " ", count: span.column - column)
                    column = span.column
                }
                text += span.text
                column += DisplayWidth.columns(of: span.text)
            }
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// `textLines` joined with newlines, with a final newline (the `--screen` file).
    public var text: String { textLines.joined(separator: "\n") + "\n" }
}


/// A 0-based place on the picture.
public struct CursorPosition: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
