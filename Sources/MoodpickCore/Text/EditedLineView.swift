/// The shell's line being edited, drawn on one row while the bash widget's picker is up
/// (`moodpick --shell-line`, docs/CONTRACT.md §16): bash erases the line before a `bind -x`
/// command, and zsh and fish keep theirs in view.
///
/// The line is text someone typed or pasted, so it is never sent raw: a C0 control or DEL is
/// shown in caret notation as readline shows it (`^[` for ESC, `^?` for DEL), a TAB as blanks to
/// the next multiple of 8 columns (counted from the prompt's start, as readline does), anything
/// else as `DisplayText.sanitized` makes it safe. Widths are `DisplayWidth`'s, so a wide
/// character takes its two columns. When the prompt and the line do not fit in the row, the part
/// of the line around the cursor is kept (two thirds of the room before it, the rest after), each
/// cut side marked as readline's horizontal-scroll-mode marks it: `<` on the left, `>` on the
/// right. The prompt is the shell's own and is written as the shell writes it.
package struct EditedLineView: Equatable, Sendable {
    /// The prompt's last line as bash expands it (`${PS1@P}`), `\001`…`\002` around its
    /// invisible parts.
    package var prompt: String
    /// The line left of the cursor.
    package var before: String
    /// The line from the cursor on.
    package var after: String

    package init(prompt: String, before: String, after: String) {
        self.prompt = prompt
        self.before = before
        self.after = after
    }

    /// The fewest columns kept for the line after the prompt; with less, the prompt is left out.
    package static let minimumLineColumns = 10

    /// The bytes that draw the prompt and the line on the cursor's row of a screen `columns` wide:
    /// a carriage return, the prompt, the visible part of the line, and erase to the end of the
    /// row. At most `columns - 1` columns are used, so the row never wraps.
    package func text(columns: Int, ascii: Bool) -> String {
        let usable = max(1, columns - 1)
        let promptShown = Self.withoutMarkers(prompt)
        var promptColumns = Self.visibleColumns(ofPrompt: prompt, ascii: ascii)
        var shownPrompt = promptShown
        if promptColumns + Self.minimumLineColumns > usable {
            shownPrompt = ""
            promptColumns = 0
        }
        let room = usable - promptColumns
        let left = Self.cells(before, from: promptColumns, ascii: ascii)
        let leftColumns = left.reduce(0) { $0 + $1.columns }
        let right = Self.cells(after, from: promptColumns + leftColumns, ascii: ascii)
        return "\r" + shownPrompt + Self.window(left, right, room: room) + "\u{1B}[K"
    }

    /// One thing drawn for the line: a cluster, a caret pair or a TAB's blanks.
    struct Cell: Equatable {
        var text: String
        var columns: Int
    }

    /// The cells of `text`, whose first column is `start` (for the TABs' stops).
    static func cells(_ text: String, from start: Int, ascii: Bool) -> [Cell] {
        var cells: [Cell] = []
        var column = start
        for character in text {
            if character == "\t" {
                let blanks = 8 - column % 8
                cells.append(Cell(text: String(repeating: " ", count: blanks), columns: blanks))
                column += blanks
                continue
            }
            if character.unicodeScalars.contains(where: Self.isCaretControl) {
                // Only CR LF makes one cluster of two controls: each is shown on its own.
                for scalar in character.unicodeScalars {
                    let shown = Self.isCaretControl(scalar) ? Self.caret(scalar) : DisplayText.sanitized(String(scalar), ascii: ascii)
                    let width = DisplayWidth.columns(of: shown)
                    cells.append(Cell(text: shown, columns: width))
                    column += width
                }
                continue
            }
            let shown = DisplayText.sanitized(String(character), ascii: ascii)
            let width = DisplayWidth.columns(of: shown)
            cells.append(Cell(text: shown, columns: width))
            column += width
        }
        return cells
    }

    /// The cells shown in `room` columns: all of them when they fit, else the ones around the
    /// cursor (between `left` and `right`) with the cut sides marked.
    static func window(_ left: [Cell], _ right: [Cell], room: Int) -> String {
        let leftColumns = left.reduce(0) { $0 + $1.columns }
        let rightColumns = right.reduce(0) { $0 + $1.columns }
        if leftColumns + rightColumns <= room { return (left + right).map(\.text).joined() }
        // Two thirds of the room for what is before the cursor, what was typed last; what the
        // line before the cursor leaves unused goes to the rest.
        var afterRoom = min(rightColumns, room / 3)
        var beforeRoom = room - afterRoom
        if leftColumns <= beforeRoom {
            beforeRoom = leftColumns
            afterRoom = room - leftColumns
        }
        let cutLeft = leftColumns > beforeRoom
        let cutRight = rightColumns > afterRoom
        var shownLeft: [Cell] = []
        var used = 0
        for cell in left.reversed() {
            guard used + cell.columns <= beforeRoom - (cutLeft ? 1 : 0) else { break }
            shownLeft.append(cell)
            used += cell.columns
        }
        var shownRight: [Cell] = []
        used = 0
        for cell in right {
            guard used + cell.columns <= afterRoom - (cutRight ? 1 : 0) else { break }
            shownRight.append(cell)
            used += cell.columns
        }
        return (cutLeft ? "<" : "") + shownLeft.reversed().map(\.text).joined() + shownRight.map(\.text).joined()
            + (cutRight ? ">" : "")
    }

    /// A C0 control (TAB aside, which gets blanks) or DEL: what readline shows as `^X`.
    static func isCaretControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }

    /// `^@` … `^_` for the C0 controls, `^?` for DEL.
    static func caret(_ scalar: Unicode.Scalar) -> String {
        scalar.value == 0x7F ? "^?" : "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
    }

    /// The prompt without bash's `\001` and `\002`, which readline never writes.
    static func withoutMarkers(_ prompt: String) -> String {
        String(String.UnicodeScalarView(prompt.unicodeScalars.filter { $0 != "\u{01}" && $0 != "\u{02}" }))
    }

    /// The columns the prompt takes: what is between `\001` and `\002` takes none, and neither do
    /// escape sequences the prompt did not mark.
    static func visibleColumns(ofPrompt prompt: String, ascii: Bool) -> Int {
        var visible = String.UnicodeScalarView()
        var hidden = false
        for scalar in prompt.unicodeScalars {
            if scalar == "\u{01}" { hidden = true } else if scalar == "\u{02}" { hidden = false } else if !hidden { visible.append(scalar) }
        }
        let text = String(decoding: AnsiText.stripped(Array(String(visible).utf8)).text, as: UTF8.self)
        return DisplayWidth.columns(of: DisplayText.sanitized(text, ascii: ascii))
    }
}
