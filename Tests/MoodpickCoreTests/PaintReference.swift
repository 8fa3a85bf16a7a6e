@testable import MoodpickCore

/// The painting as it was written before it wrote straight into one buffer: string parameters
/// joined for SGR, a cluster walk for every span (the sources' general paths, called here for
/// every text, with none of the shortcuts). The tests of the faster paths compare their bytes
/// and spans with these over tables of styles, positions and texts, so a path that writes
/// other bytes fails.
enum PaintReference {
    // MARK: - SGR

    static func transition(from previous: Style?, to next: Style, depth: ColorDepth) -> [UInt8] {
        let target = SGR.mapped(next, depth: depth)
        let reset = resetParameters(to: target)
        guard let previous else { return sequence(reset) }
        let source = SGR.mapped(previous, depth: depth)
        if source == target { return [] }
        let changeBytes = sequence(changeParameters(from: source, to: target)), resetBytes = sequence(reset)
        return resetBytes.count < changeBytes.count ? resetBytes : changeBytes
    }

    static let onCodes: [(Attributes, String)] = [(.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7")]
    static let offCodes: [(Attributes, String)] = [(.italic, "23"), (.underline, "24"), (.reverse, "27")]

    static func resetParameters(to style: Style) -> [String] {
        if style == .plain { return [] }
        var parameters = ["0"]
        parameters += onCodes.filter { style.attributes.contains($0.0) }.map(\.1)
        if style.foreground != .default { parameters.append(code(style.foreground, background: false)) }
        if style.background != .default { parameters.append(code(style.background, background: true)) }
        return parameters
    }

    static func changeParameters(from source: Style, to target: Style) -> [String] {
        var parameters: [String] = []
        let removed = source.attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(source.attributes)
        let intensity: Attributes = [.bold, .dim]
        if !removed.isDisjoint(with: intensity) {
            parameters.append("22")
            added.formUnion(target.attributes.intersection(intensity))
        }
        parameters += offCodes.filter { removed.contains($0.0) }.map(\.1)
        parameters += onCodes.filter { added.contains($0.0) }.map(\.1)
        if source.foreground != target.foreground { parameters.append(code(target.foreground, background: false)) }
        if source.background != target.background { parameters.append(code(target.background, background: true)) }
        return parameters
    }

    static func code(_ color: Color, background: Bool) -> String {
        let base = background ? 40 : 30
        switch color {
        case .default: return String(base + 9)
        case .palette(let index) where index < 8: return String(base + Int(index))
        case .palette(let index) where index < 16: return String(base + 60 + Int(index) - 8)
        case .palette(let index): return "\(base + 8);5;\(index)"
        case .rgb(let r, let g, let b): return "\(base + 8);2;\(r);\(g);\(b)"
        }
    }

    static func sequence(_ parameters: [String]) -> [UInt8] {
        Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
    }

    // MARK: - Moves

    static func moveTo(row: Int, column: Int) -> [UInt8] { Array("\u{1B}[\(row + 1);\(column + 1)H".utf8) }

    // MARK: - Painter

    static func bytes(for frame: Frame, replacing previous: Frame?, depth: ColorDepth) -> [UInt8] {
        var out: [UInt8] = []
        var pen = Style.plain
        let full = previous?.size != frame.size || previous?.indent != frame.indent
        for (row, line) in frame.lines.enumerated() {
            if !full, let previous, previous.lines[row] == line { continue }
            out += moveTo(row: row, column: row == 0 ? frame.indent : 0)
            out += Array("\u{1B}[K".utf8)
            for span in line.spans { paint(span, row: row, pen: &pen, into: &out, depth: depth) }
            if pen.background != .default {
                out += transition(from: pen, to: .plain, depth: depth)
                pen = .plain
            }
        }
        if pen != .plain { out += transition(from: pen, to: .plain, depth: depth) }
        return out
    }

    static func paint(_ span: Span, row: Int, pen: inout Style, into out: inout [UInt8], depth: ColorDepth) {
        out += moveTo(row: row, column: span.column)
        out += transition(from: pen, to: span.style, depth: depth)
        pen = span.style
        // Every span through the general cluster walk, which the ASCII and one-column-scalar
        // paths must match byte for byte.
        FramePainter.paintClusters(span, row: row, into: &out, codes: ANSICodes(colorDepth: depth))
    }

    // MARK: - Clip

    static func clip(_ text: String, at column: Int, style: Style, to line: inout FrameLine, limit: Int) {
        var x = column
        var run = ""
        var runStart = column
        for character in text {
            let width = DisplayWidth.columns(of: character)
            let fits = x >= 0 && x + max(width, DisplayWidth.worstCaseColumns(of: character)) <= limit
            if fits {
                if run.isEmpty { runStart = x }
                run.append(character)
            } else if !run.isEmpty {
                line.spans.append(Span(column: runStart, text: run, style: style))
                run = ""
            }
            x += width
        }
        if !run.isEmpty { line.spans.append(Span(column: runStart, text: run, style: style)) }
    }

    // MARK: - Truncation

    static func truncated(_ text: String, toColumns columns: Int, ascii: Bool) -> (text: String, columns: Int) {
        guard columns > 0 else { return ("", 0) }
        return DisplayText.truncatedByClusters(text, toColumns: columns, ellipsis: ascii ? "~" : "…")
    }

    // MARK: - Overlay

    static func overlay(_ span: Span, on line: FrameLine) -> FrameLine {
        let covered = span.column..<(span.column + DisplayWidth.columns(of: span.text))
        guard !covered.isEmpty else { return line }
        var kept: [Span] = []
        for old in line.spans { FrameLine.appendUncovered(old, covered: covered, to: &kept) }
        let at = kept.firstIndex { $0.column >= covered.upperBound } ?? kept.endIndex
        kept.insert(span, at: at)
        return FrameLine(spans: kept)
    }

    static func drawsGlyph(_ line: FrameLine, at column: Int) -> Bool {
        line.spans.contains { FrameLine.drawsGlyph($0, at: column) }
    }
}
