/// The strip of `--images` (docs/IMAGES.md, docs/CONTRACT.md §21): every cell `--cell-size`
/// W × H, its thumbnail as half-block symbols glided like text, or, where the terminal draws
/// pixels (`PictureDrawing`), blank cells and a `PicturePlacement` each, which the terminal layer
/// draws; a cell whose thumbnail is not made yet, or cannot be, is the placeholder box. The mark
/// stands beside the centred slot on every row of the strip. Only the visible cells are drawn.
extension StripView {
    /// Draws the strip's rows of `picker` (which has `pictures`) into `frame`.
    func drawPictureStrip(_ picker: Picker, pictures: PictureStrip, offset: Double, selected: Int, into frame: inout Frame) {
        let screen = picker.screenLayout
        let geometry = picker.geometry
        let rows = screen.stripRows
        let top = screen.stripRow
        let places = pictures.placesPictures(resting: !picker.isAnimating)
        var lines = Array(repeating: FrameLine(), count: rows)
        let limits = (0..<rows).map { screen.usableColumns(row: top + $0) }
        for index in geometry.visibleRange(offset: offset) {
            let item = picker.view.item(at: index)
            let left = geometry.drawnLeft(of: index, offset: offset) + CellOptions.paddingPerSide
            if picker.marks.contains(item) {
                Clip.append(markMarker, at: left - CellOptions.paddingPerSide, style: theme.resolved(.marker), to: &lines[0], limit: limits[0])
            }
            switch pictures.pictures[item] {
            case .ready where places:
                let shown = Self.columns(from: left, width: pictures.columns, limit: limits.min() ?? 0)
                guard !shown.isEmpty else { continue }
                frame.pictures.append(PicturePlacement(item: item, row: top, column: shown.lowerBound, columns: shown.count, rows: rows,
                                                       skippedColumns: shown.lowerBound - left, cellColumns: pictures.columns))
            case .ready(let symbolRows):
                for row in 0..<min(rows, symbolRows.count) {
                    Self.appendShifted(symbolRows[row], by: left, within: Self.columns(from: left, width: pictures.columns, limit: limits[row]),
                                       to: &lines[row])
                }
            case .failed, nil:
                let box = placeholder(columns: pictures.columns, rows: rows, failed: pictures.pictures[item] != nil)
                let style = theme.resolved(index == selected ? .current : .faded2)
                for row in 0..<rows { Clip.append(box[row], at: left, style: style, to: &lines[row], limit: limits[row]) }
            }
        }
        // The mark: one column each side of the centred slot, on every row.
        let slot = geometry.centredSlot(width: picker.layout.width(of: selected))
        let sides = markSides
        let mark = theme.resolved(.mark)
        for row in 0..<rows {
            for (text, column) in [(sides.left, slot.lowerBound - 1), (sides.right, slot.upperBound)]
            where column >= 0 && column < limits[row] && !lines[row].drawsGlyph(at: column) {
                lines[row].overlay(Span(column: column, text: text, style: mark))
            }
            frame.lines[top + row] = lines[row]
        }
    }

    /// The screen columns of a picture `width` wide from `left` that fall within `0..<limit`;
    /// empty when none does (a cell whose padding alone is on the screen).
    static func columns(from left: Int, width: Int, limit: Int) -> Range<Int> {
        let start = max(left, 0), end = min(left + width, limit)
        return start < end ? start..<end : start..<start
    }

    /// The box drawn where a thumbnail is not made yet (an ellipsis in it) or cannot be (a cross):
    /// `rows` strings `columns` wide, in box-drawing characters (ASCII: `+`, `-`, `|`), the sign
    /// on the middle row (on the top edge of a box two rows tall, in brackets on one row).
    func placeholder(columns: Int, rows: Int, failed: Bool) -> [String] {
        let sign = failed ? (ascii ? "x" : "×") : (ascii ? "." : "…")
        guard columns >= 2 else { return Array(repeating: String(repeating: sign, count: max(columns, 0)), count: rows) }
        let (corners, across, down) = ascii ? (("+", "+", "+", "+"), "-", "|") : (("┌", "┐", "└", "┘"), "─", "│")
        let inside = columns - 2
        func edge(_ left: String, _ fill: String, _ right: String, sign: String? = nil) -> String {
            guard let sign, inside > 0 else { return left + String(repeating: fill, count: inside) + right }
            let before = (inside - 1) / 2
            return left + String(repeating: fill, count: before) + sign + String(repeating: fill, count: inside - 1 - before) + right
        }
        if rows == 1 { return [edge("[", " ", "]", sign: sign)] }
        var box = [edge(corners.0, across, corners.1, sign: rows == 2 ? sign : nil)]
        for row in 1..<(rows - 1) { box.append(edge(down, " ", down, sign: row == (rows - 1) / 2 ? sign : nil)) }
        box.append(edge(corners.2, across, corners.3))
        return box
    }

    /// Appends `row`'s spans moved `shift` columns right, only their columns within `visible`
    /// (every symbol of a thumbnail is one column wide, so a span is cut by counting Characters).
    static func appendShifted(_ row: FrameLine, by shift: Int, within visible: Range<Int>, to line: inout FrameLine) {
        for span in row.spans {
            let start = span.column + shift
            let characters = Array(span.text)
            let from = max(visible.lowerBound - start, 0)
            let to = min(characters.count, visible.upperBound - start)
            guard from < to else { continue }
            line.spans.append(Span(column: start + from, text: String(characters[from..<to]), style: span.style))
        }
    }

    /// The name the label row shows for an image item: its `--with-nth` fields where given,
    /// else the line's last path part (the file's name), sanitized and cut to `columns`.
    func pictureLabel(_ picker: Picker, item: Int, columns: Int) -> (text: String, columns: Int) {
        let items = picker.items
        if items.fields.selectsFields { return items.displayLabel(at: item, columns: columns) }
        let line = items.line(at: item)
        let tail = UnsafeRawBufferPointer(rebasing: line.suffix(Self.pictureNameBytes))
        let name = tail.lastIndex(of: UInt8(ascii: "/")).map { UnsafeRawBufferPointer(rebasing: tail[($0 + 1)...]) } ?? tail
        let safe = DisplayText.sanitized(String(decoding: name.isEmpty ? tail : name, as: UTF8.self), ascii: ascii)
        return DisplayText.truncated(safe, toColumns: columns, ascii: ascii)
    }

    /// The most bytes of a line's end read for its file's name.
    static let pictureNameBytes = 1024
}
