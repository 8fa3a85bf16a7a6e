import Foundation

/// One thing drawn on the screen: a cluster as tmux 3.3a stores it, at its 0-based column.
struct Glyph: Equatable, Sendable {
    let column: Int
    let width: Int
    let text: String
    let reverse: Bool
}

/// One screen row, rebuilt from `capture-pane -p -e`.
struct ScreenLine: Equatable, Sendable {
    let glyphs: [Glyph]

    /// The row as `capture-pane -p` prints it (wide glyphs take no padding).
    var text: String {
        var result = ""
        var column = 0
        for glyph in glyphs {
            if glyph.column > column { result += String(repeating: " ", count: glyph.column - column) }
            result += glyph.text
            column = glyph.column + glyph.width
        }
        return result
    }

    var trimmed: String { text.trimmingCharacters(in: .whitespaces) }

    /// The glyph that starts at `column`, if one does.
    func glyph(at column: Int) -> Glyph? { glyphs.first { $0.column == column } }

    /// Every column covered by a reverse-video glyph.
    var reverseColumns: [Int] {
        glyphs.filter(\.reverse).flatMap { $0.column..<($0.column + max($0.width, 1)) }
    }

    /// The non-blank glyphs: what the row shows.
    var visible: [Glyph] { glyphs.filter { $0.text != " " } }
}

/// A whole pane: `capture-pane -p -e` parsed with tmux 3.3a's width rule
/// (docs/TERMINAL.md, appendix A.2): a cell is as wide as glibc `wcwidth` of its first scalar;
/// a zero-width scalar, and the scalar right after a ZWJ, join the previous cell.
struct Screen: Sendable, CustomStringConvertible {
    let lines: [ScreenLine]

    /// `capture` is what `capture-pane -p -e` printed: one line per pane row, each ending in LF.
    init(capture: String) {
        var body = Substring(capture)
        if body.hasSuffix("\n") { body = body.dropLast() }
        lines = body.split(separator: "\n", omittingEmptySubsequences: false).map {
            Screen.parse(line: String($0))
        }
    }

    subscript(row: Int) -> ScreenLine { row >= 0 && row < lines.count ? lines[row] : ScreenLine(glyphs: []) }

    var rows: Int { lines.count }
    var text: String { lines.map(\.text).joined(separator: "\n") }
    var description: String {
        lines.enumerated().map { "\(String(format: "%2d", $0.offset))|\($0.element.text)" }
            .joined(separator: "\n")
    }

    func contains(_ needle: String) -> Bool { lines.contains { $0.text.contains(needle) } }

    /// Whether some row, trimmed, is exactly `text`.
    func hasLine(_ text: String) -> Bool { lines.contains { $0.trimmed == text } }

    // MARK: parsing

    static func parse(line: String) -> ScreenLine {
        var glyphs: [Glyph] = []
        var column = 0
        var reverse = false
        var afterJoiner = false
        let scalars = Array(line.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\u{1B}" {
                // A CSI sequence: ESC [ params final. Only SGR (final `m`) matters here.
                var j = i + 1
                if j < scalars.count, scalars[j] == "[" {
                    j += 1
                    var params = ""
                    while j < scalars.count, !(0x40...0x7E).contains(scalars[j].value) {
                        params.unicodeScalars.append(scalars[j])
                        j += 1
                    }
                    if j < scalars.count, scalars[j] == "m" { reverse = applySGR(params, reverse: reverse) }
                    i = j + 1
                } else {
                    i = j
                }
                continue
            }
            let width = tmuxWidth(scalar)
            if width == 0 || afterJoiner, let last = glyphs.popLast() {
                glyphs.append(Glyph(column: last.column, width: last.width,
                                    text: last.text + String(scalar), reverse: last.reverse))
            } else {
                glyphs.append(Glyph(column: column, width: width, text: String(scalar), reverse: reverse))
                column += width
            }
            afterJoiner = scalar.value == 0x200D
            i += 1
        }
        return ScreenLine(glyphs: glyphs)
    }

    /// Follows the reverse-video attribute through one SGR parameter list.
    static func applySGR(_ params: String, reverse: Bool) -> Bool {
        var reverse = reverse
        let codes = params.isEmpty ? [0] : params.split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) ?? 0 }
        var k = 0
        while k < codes.count {
            switch codes[k] {
            case 0: reverse = false
            case 7: reverse = true
            case 27: reverse = false
            case 38, 48, 58:
                // Extended colours: 5;n or 2;r;g;b follow and are not attributes.
                if k + 1 < codes.count { k += codes[k + 1] == 5 ? 2 : (codes[k + 1] == 2 ? 4 : 0) }
            default: break
            }
            k += 1
        }
        return reverse
    }

    /// glibc's `wcwidth` as far as these tests need it (0 for a joining scalar).
    static func tmuxWidth(_ scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if properties.isVariationSelector { return 0 }
        let v = scalar.value
        if properties.isEmojiPresentation && !(0x1F1E6...0x1F1FF).contains(v) { return 2 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        ]
        return wide.contains { $0.contains(v) } ? 2 : 1
    }
}
