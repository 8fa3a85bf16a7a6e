/// What a preview command printed, kept as the rows the preview area can show and no more.
///
/// Output is read as it arrives and made harmless on the way in: SGR sequences (colors, bold…)
/// set the style of the text after them, read by `SGR.apply` as a terminal reads them (or are
/// dropped when colors are off), every other escape sequence
/// (cursor moves, clears, OSC titles and clipboard writes, DCS…) is dropped whole, controls are
/// shown as visible symbols as item text is, and TAB becomes spaces to the next multiple of 8.
/// A CR starts its line again (progress counters overwrite themselves). Only the first `rows`
/// lines are kept, each cut to what `columns` can show, so a command that floods (`yes`) costs
/// a bounded amount of memory, and ``isFull`` tells the reader it may stop reading.
package struct PreviewBuffer: Sendable, Equatable {
    /// One run of text in one style.
    package struct Run: Sendable, Equatable {
        /// The style the command's SGR asked for (plain when colors are off).
        package var style: Style
        /// Terminal-safe text.
        package var text: String
    }

    package let rows: Int
    package let columns: Int
    package let keepsColor: Bool
    /// The lines so far, the last one possibly still growing.
    package private(set) var lines: [[Run]] = [[]]
    /// Set once the command ended: its exit status (nil: killed by a signal, or not yet ended).
    package private(set) var exitStatus: Int32?
    package private(set) var ended = false

    private enum State: Sendable { case ground, escape, csi, string, stringEscape }
    private var state = State.ground
    private var parameters: [UInt8] = []
    /// The style the SGR so far asked for: a value, however many sequences came.
    private var style = Style.plain
    private var pending: [UInt8] = []  // bytes of the current run not yet decoded
    private var lineColumns = 0

    package init(rows: Int, columns: Int, keepsColor: Bool) {
        self.rows = max(rows, 1)
        self.columns = max(columns, 1)
        self.keepsColor = keepsColor
    }

    /// Whether every row is taken: more output could only be dropped.
    package var isFull: Bool { lines.count > rows || (lines.count == rows && lineColumns >= columns) }

    /// Takes more output.
    package mutating func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        for byte in bytes {
            if lines.count > rows { return }
            take(byte)
        }
        flushPending()
    }

    /// The command ended with `status` (nil: a signal ended it).
    package mutating func finish(status: Int32?) {
        flushPending()
        exitStatus = status
        ended = true
    }

    /// The rows to show: at most `rows`; when the command failed, the last row says how.
    package var shownLines: [[Run]] { shownLines(rows: rows) }

    /// The same in an area of `area` rows (at most `rows`): a full-screen preview is kept with
    /// room for a whole screen, and shown in the rows the picture leaves it.
    package func shownLines(rows area: Int) -> [[Run]] {
        let rows = min(max(area, 1), self.rows)
        var shown = Array(lines.prefix(rows))
        if shown.last?.isEmpty == true && shown.count > 1 { shown.removeLast() }  // the newline after the last line
        guard ended, exitStatus != 0 else { return shown }
        let note = [Run(style: keepsColor ? Style(attributes: .dim) : .plain, text: exitStatus.map { "[exit \($0)]" } ?? "[killed]")]
        // On the area's last row, where a failure is looked for, whatever the output's length.
        while shown.count < rows { shown.append([]) }
        shown[rows - 1] = note
        return shown
    }

    private mutating func take(_ byte: UInt8) {
        switch state {
        case .ground:
            switch byte {
            case 0x1B:
                state = .escape
            case 0x0A:
                flushPending()
                lines.append([])
                lineColumns = 0
            case 0x0D:
                flushPending()
                lines[lines.count - 1] = []
                lineColumns = 0
            case 0x09:
                let spaces = 8 - lineColumns % 8
                for _ in 0..<spaces { pending.append(0x20) }
                lineColumns += spaces
            default:
                guard lineColumns <= columns else { return }  // one more than fits shows the cut
                pending.append(byte)
                if byte & 0xC0 != 0x80 { lineColumns += 1 }  // a first approximation; cut exactly on flush
            }
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                parameters.removeAll(keepingCapacity: true)
                state = .csi
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
                state = .string  // OSC, DCS, SOS, PM, APC: dropped to their terminator
            default:
                state = .ground  // a two-byte escape: dropped
            }
        case .csi:
            switch byte {
            case 0x30...0x3F:
                if parameters.count < 64 { parameters.append(byte) }
            case 0x20...0x2F:
                break
            case 0x40...0x7E:
                state = .ground
                if byte == UInt8(ascii: "m") { setSGR() }
            default:
                state = .ground
            }
        case .string:
            if byte == 0x07 { state = .ground } else if byte == 0x1B { state = .stringEscape }
        case .stringEscape:
            state = byte == UInt8(ascii: "\\") ? .ground : .string
        }
    }

    private mutating func setSGR() {
        guard keepsColor, let numbers = SGR.parameters(parameters) else { return }
        flushPending()
        SGR.apply(numbers, to: &style)
    }

    /// Decodes the pending bytes into a safe run, cut to the columns left on the line.
    private mutating func flushPending() {
        guard !pending.isEmpty, lines.count <= rows else {
            pending.removeAll(keepingCapacity: true)
            return
        }
        let used = lines[lines.count - 1].reduce(0) { $0 + DisplayWidth.columns(of: $1.text) }
        let text = DisplayText.sanitized(String(decoding: pending, as: UTF8.self), ascii: false)
        let cut = DisplayText.truncated(text, toColumns: columns - used, ascii: false)
        pending.removeAll(keepingCapacity: true)
        lineColumns = used + cut.columns
        guard !cut.text.isEmpty else { return }
        if var last = lines[lines.count - 1].last, last.style == style {
            last.text += cut.text
            lines[lines.count - 1][lines[lines.count - 1].count - 1] = last
        } else {
            lines[lines.count - 1].append(Run(style: style, text: cut.text))
        }
    }
}
