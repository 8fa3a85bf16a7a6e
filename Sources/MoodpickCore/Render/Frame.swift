/// Terminal-safe text placed at a column, every cluster of it inside the screen.
package struct Span: Hashable, Sendable {
    /// Screen column of the first cluster, 0-based.
    package var column: Int
    package var text: String
    /// The colors and attributes, already resolved through the theme (docs/CONTRACT.md §11):
    /// the frame is the whole picture as data, so tests and `--screen` see the look without
    /// reading escape bytes; the painter brings it down to the terminal's color depth.
    package var style: Style

    package init(column: Int, text: String, style: Style = .plain) {
        self.column = column
        self.text = text
        self.style = style
    }
}

/// One screen row: spans in column order, not overlapping.
package struct FrameLine: Hashable, Sendable {
    package var spans: [Span]
    package init(spans: [Span] = []) { self.spans = spans }
}

/// The picture to show, as data: what the terminal layer draws, what tests compare, what
/// `--screen` writes. It knows nothing of terminals.
package struct Frame: Hashable, Sendable {
    package let size: ScreenSize
    package var lines: [FrameLine]
    /// Columns of row 0 that belong to text printed before moodpick (inline after a partial
    /// line): the frame neither draws nor erases them.
    package var indent: Int
    /// Where the hardware cursor rests between frames, (row, column): the view puts it on the
    /// first glyph of the centred cell (`StripView.restingCursor`, the wheels on the active
    /// wheel's), where a screen reader reads it. The terminal layer finds the picture again
    /// from it after a resize (`ParkedCursor`).
    package var cursor: CursorPosition
    /// The pictures a pixel protocol draws over the frame's blank cells (`--images` on kitty or
    /// sixel: `PicturePlacement`); empty when the frame is all text.
    package var pictures: [PicturePlacement] = []

    package init(size: ScreenSize, indent: Int = 0) {
        self.size = size
        self.indent = indent
        lines = Array(repeating: FrameLine(), count: size.rows)
        cursor = CursorPosition(row: 0, column: indent)
    }

    /// The screen as plain text, one string per row, trailing blanks trimmed. A wide cluster
    /// counts as its width in columns, so columns line up as on the terminal.
    package var textLines: [String] {
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

    /// One line of style codes per row, one character per column, under `textLines`: a
    /// readable form of the look for tests. A column no span covers is a blank; a covered one
    /// is `legend[style]`, `.` for a plain style not in the legend, `?` for any other style.
    /// Trailing blanks are trimmed.
    package func styleLines(legend: [Style: Character]) -> [String] {
        lines.enumerated().map { row, line in
            var codes: [Character] = Array(repeating: " ", count: row == 0 ? indent : 0)
            for span in line.spans {
                if span.column > codes.count { codes += Array(repeating: " ", count: span.column - codes.count) }
                let code = legend[span.style] ?? (span.style == .plain ? "." : "?")
                codes += Array(repeating: code, count: DisplayWidth.columns(of: span.text))
            }
            while codes.last == " " { codes.removeLast() }
            return String(codes)
        }
    }

    /// `textLines` joined with newlines, with a final newline (the `--screen` file).
    package var text: String { textLines.joined(separator: "\n") + "\n" }
}


/// A 0-based place on the picture.
package struct CursorPosition: Hashable, Sendable {
    package var row: Int
    package var column: Int
    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
