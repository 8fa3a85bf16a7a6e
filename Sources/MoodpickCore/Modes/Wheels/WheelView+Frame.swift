/// The whole picture of a stack of wheels: which rows show what on a screen of a given height,
/// and the frame made of them.
extension WheelView {
    /// Where each part goes on a picture `rows` tall, top to bottom: the prompt, the wheels,
    /// the value, the preview's rows (`--preview`), the key help. Short pictures drop the help
    /// first, then the preview's rows, then the prompt, then the value; with fewer rows than
    /// wheels, the wheels around the active one are shown.
    package struct Rows: Sendable, Equatable {
        package var prompt: Int?
        /// The wheels shown, and the row of the first of them.
        package var wheels: Range<Int>
        package var firstWheelRow: Int
        package var value: Int?
        /// The preview's rows, under the value; empty without a preview or without room.
        package var preview: Range<Int>
        package var help: Int?

        init(prompt: Int?, wheels: Range<Int>, firstWheelRow: Int, value: Int?, preview: Range<Int> = 0..<0, help: Int?) {
            (self.prompt, self.wheels, self.firstWheelRow, self.value, self.help) = (prompt, wheels, firstWheelRow, value, help)
            self.preview = preview
        }

        /// - Parameter preview: the rows a preview wants (`--preview-height`; 0: no preview).
        package init(rows: Int, wheels count: Int, active: Int, preview: Int = 0) {
            let shown = min(count, max(rows, 1))
            let first = min(max(active - shown / 2, 0), count - shown)
            wheels = first..<(first + shown)
            var spare = max(rows - shown, 0)
            let hasValue = spare > 0
            if hasValue { spare -= 1 }
            let hasPrompt = spare > 0
            if hasPrompt { spare -= 1 }
            let previewCount = min(max(preview, 0), spare)
            spare -= previewCount
            let hasHelp = spare > 0
            prompt = hasPrompt ? 0 : nil
            firstWheelRow = hasPrompt ? 1 : 0
            value = hasValue ? firstWheelRow + shown : nil
            let previewStart = firstWheelRow + shown + 1
            self.preview = previewCount > 0 ? previewStart..<(previewStart + previewCount) : 0..<0
            help = hasHelp ? previewStart + previewCount : nil
        }
    }

    /// The picture of `stack` with each wheel at its strip offset (`offsets[k]`; at rest the
    /// center of its selected cell), on `screen`; `indent` columns of row 0 belong to text
    /// printed before moodpick. `help` is the key help row's text (the picker's key map).
    /// `preview` is what `--preview` printed, drawn in up to `previewRows` rows under the value.
    package func frame(of stack: WheelStack, offsets: [Double], screen: ScreenSize, typed: String = "", help: String? = nil,
                      indent: Int = 0, preview: PreviewBuffer? = nil, previewRows: Int = 0) -> Frame {
        var frame = Frame(size: screen, indent: min(max(indent, 0), screen.columns - 1))
        let rows = Rows(rows: screen.rows, wheels: stack.wheels.count, active: stack.active, preview: preview == nil ? 0 : previewRows)
        /// All but the last column on the bottom row, so the terminal never scrolls.
        func limit(_ row: Int) -> Int { row == screen.rows - 1 ? screen.columns - 1 : screen.columns }
        func from(_ row: Int) -> Int { row == 0 ? frame.indent : 0 }
        if let row = rows.prompt {
            frame.lines[row] = promptLine(stack, typed: typed, columns: screen.columns, indent: from(row), limit: limit(row))
        }
        for (k, wheel) in rows.wheels.enumerated() {
            let row = rows.firstWheelRow + k
            let offset = wheel < offsets.count ? offsets[wheel] : layout(of: stack, wheel: wheel).center(of: stack.selection[wheel])
            frame.lines[row] = wheelLine(stack, wheel: wheel, offset: offset, columns: screen.columns, from: from(row), limit: limit(row))
        }
        if let row = rows.value { frame.lines[row] = valueLine(stack, columns: screen.columns, limit: limit(row)) }
        if let preview {
            for (row, runs) in zip(rows.preview, preview.shownLines) {
                frame.lines[row] = PreviewBuffer.frameLine(runs, limit: limit(row), ascii: ascii)
            }
        }
        if let row = rows.help, let help {
            var line = FrameLine()
            let text = DisplayText.truncated(DisplayText.sanitized(help, ascii: ascii), toColumns: limit(row), ascii: ascii).text
            Clip.append(text, at: 0, style: theme.resolved(.help), to: &line, limit: limit(row))
            frame.lines[row] = line
        }
        // The cursor rests on the active wheel's value, so a screen reader that follows it reads
        // the value being set; while digits are typed, after them.
        let activeRow = rows.firstWheelRow + stack.active - rows.wheels.lowerBound
        frame.cursor = CursorPosition(row: activeRow, column: restingValueColumn(of: stack, columns: screen.columns, limit: limit(activeRow)))
        if let row = rows.prompt, !typed.isEmpty {
            let shown = DisplayWidth.columns(of: DisplayText.sanitized(prompt, ascii: ascii)) + DisplayWidth.columns(of: DisplayText.sanitized(typed, ascii: ascii))
            frame.cursor = CursorPosition(row: row, column: min(from(row) + shown, screen.columns - 1))
        }
        return frame
    }

    /// Every wheel at rest: the offset that centers each one's selected cell.
    package func restingOffsets(of stack: WheelStack) -> [Double] {
        stack.wheels.indices.map { layout(of: stack, wheel: $0).center(of: stack.selection[$0]) }
    }
}
