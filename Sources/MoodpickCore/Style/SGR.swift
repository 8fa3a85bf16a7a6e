/// Select Graphic Rendition: the ECMA-48 sequences that set colors and attributes.
///
/// The bytes are written straight into the caller's buffer (`appendTransition`): a frame sends a
/// dozen of these, and building parameter strings to join them cost more than the rest of the
/// painting (docs/TESTING.md's start-up figure counts instructions).
public enum SGR {
    /// The bytes that change the terminal from drawing `previous` to drawing `next`, with both
    /// brought to `depth` first; none when they look the same there.
    ///
    /// `previous` nil means the terminal's state is not known: the sequence then starts with a
    /// reset. Otherwise the shorter of two forms is taken: changing only what differs (22 turns
    /// bold and dim off together, so one that stays is set again), or a reset followed by
    /// everything `next` has; on a tie, the change. Bright colors 8-15 use the aixterm codes
    /// 90-97 and 100-107, which every terminal with sixteen colors reads.
    public static func transition(from previous: Style?, to next: Style, depth: ColorDepth) -> [UInt8] {
        var bytes: [UInt8] = []
        appendTransition(from: previous, to: next, depth: depth, to: &bytes)
        return bytes
    }

    /// `transition(from:to:depth:)`'s bytes, appended to `bytes`.
    public static func appendTransition(from previous: Style?, to next: Style, depth: ColorDepth, to bytes: inout [UInt8]) {
        let target = mapped(next, depth: depth)
        guard let previous else { return appendReset(to: target, into: &bytes) }
        let source = mapped(previous, depth: depth)
        if source == target { return }
        // Both forms written one after the other; the longer one is then taken out again.
        let start = bytes.count
        appendChange(from: source, to: target, into: &bytes)
        let changeEnd = bytes.count
        appendReset(to: target, into: &bytes)
        let changeCount = changeEnd - start, resetCount = bytes.count - changeEnd
        if resetCount < changeCount {
            for offset in 0..<resetCount { bytes[start + offset] = bytes[changeEnd + offset] }
            bytes.removeLast(changeCount)
        } else {
            bytes.removeLast(resetCount)
        }
    }

    /// `style` as a terminal of `depth` can show it.
    public static func mapped(_ style: Style, depth: ColorDepth) -> Style {
        Style(foreground: depth.map(style.foreground), background: depth.map(style.background), attributes: style.attributes)
    }

    /// CSI 0 and everything `style` has, m; CSI m (a reset on its own) for the plain style.
    private static func appendReset(to style: Style, into bytes: inout [UInt8]) {
        var sequence = Sequence(into: &bytes)
        if style != .plain {
            sequence.parameter(0, into: &bytes)
            appendOnCodes(style.attributes, sequence: &sequence, into: &bytes)
            if style.foreground != .default { appendColor(style.foreground, background: false, sequence: &sequence, into: &bytes) }
            if style.background != .default { appendColor(style.background, background: true, sequence: &sequence, into: &bytes) }
        }
        bytes.append(0x6D)  // m
    }

    /// CSI with only what differs from `source` to `target`, m.
    private static func appendChange(from source: Style, to target: Style, into bytes: inout [UInt8]) {
        var sequence = Sequence(into: &bytes)
        let removed = source.attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(source.attributes)
        let intensity: Attributes = [.bold, .dim]
        if !removed.isDisjoint(with: intensity) {
            sequence.parameter(22, into: &bytes)
            added.formUnion(target.attributes.intersection(intensity))
        }
        // The attributes that have their own "off" codes, in a fixed order.
        if removed.contains(.italic) { sequence.parameter(23, into: &bytes) }
        if removed.contains(.underline) { sequence.parameter(24, into: &bytes) }
        if removed.contains(.reverse) { sequence.parameter(27, into: &bytes) }
        appendOnCodes(added, sequence: &sequence, into: &bytes)
        if source.foreground != target.foreground { appendColor(target.foreground, background: false, sequence: &sequence, into: &bytes) }
        if source.background != target.background { appendColor(target.background, background: true, sequence: &sequence, into: &bytes) }
        bytes.append(0x6D)  // m
    }

    /// The attributes' "on" codes, in a fixed order: bold 1, dim 2, italic 3, underline 4, reverse 7.
    private static func appendOnCodes(_ attributes: Attributes, sequence: inout Sequence, into bytes: inout [UInt8]) {
        if attributes.contains(.bold) { sequence.parameter(1, into: &bytes) }
        if attributes.contains(.dim) { sequence.parameter(2, into: &bytes) }
        if attributes.contains(.italic) { sequence.parameter(3, into: &bytes) }
        if attributes.contains(.underline) { sequence.parameter(4, into: &bytes) }
        if attributes.contains(.reverse) { sequence.parameter(7, into: &bytes) }
    }

    /// The parameter(s) that select `color` for the text or the background.
    private static func appendColor(_ color: Color, background: Bool, sequence: inout Sequence, into bytes: inout [UInt8]) {
        let base = background ? 40 : 30
        switch color {
        case .default:
            sequence.parameter(base + 9, into: &bytes)
        case .palette(let index) where index < 8:
            sequence.parameter(base + Int(index), into: &bytes)
        case .palette(let index) where index < 16:
            sequence.parameter(base + 60 + Int(index) - 8, into: &bytes)
        case .palette(let index):
            sequence.parameter(base + 8, into: &bytes)
            sequence.parameter(5, into: &bytes)
            sequence.parameter(Int(index), into: &bytes)
        case .rgb(let r, let g, let b):
            sequence.parameter(base + 8, into: &bytes)
            sequence.parameter(2, into: &bytes)
            sequence.parameter(Int(r), into: &bytes)
            sequence.parameter(Int(g), into: &bytes)
            sequence.parameter(Int(b), into: &bytes)
        }
    }

    /// One CSI … m sequence being written: ESC [ at the start, `;` between parameters.
    private struct Sequence {
        private var isFirst = true

        /// Writes ESC [.
        init(into bytes: inout [UInt8]) {
            bytes.append(0x1B)
            bytes.append(0x5B)
        }

        /// Writes `value` in decimal, after a `;` unless it is the first parameter.
        mutating func parameter(_ value: Int, into bytes: inout [UInt8]) {
            if !isFirst { bytes.append(0x3B) }
            isFirst = false
            ANSICodes.appendDecimal(value, to: &bytes)
        }
    }
}
