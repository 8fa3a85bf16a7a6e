/// Select Graphic Rendition: the ECMA-48 sequences that set colors and attributes.
///
/// The bytes are written straight into the caller's buffer (`appendTransition`): a frame sends a
/// dozen of these, and building parameter strings to join them cost more than the rest of the
/// painting (Benchmarks/README.md, §4: a short pick's instructions).
package enum SGR {
    /// The bytes that change the terminal from drawing `previous` to drawing `next`, with both
    /// brought to `depth` first; none when they look the same there.
    ///
    /// `previous` nil means the terminal's state is not known: the sequence then starts with a
    /// reset. Otherwise the shorter of two forms is taken: changing only what differs (22 turns
    /// bold and dim off together, so one that stays is set again), or a reset followed by
    /// everything `next` has; on a tie, the change. Bright colors 8-15 use the aixterm codes
    /// 90-97 and 100-107, which every terminal with sixteen colors reads.
    package static func transition(from previous: Style?, to next: Style, depth: ColorDepth) -> [UInt8] {
        var bytes: [UInt8] = []
        appendTransition(from: previous, to: next, depth: depth, to: &bytes)
        return bytes
    }

    /// `transition(from:to:depth:)`'s bytes, appended to `bytes`.
    package static func appendTransition(from previous: Style?, to next: Style, depth: ColorDepth, to bytes: inout [UInt8]) {
        let target = mapped(next, depth: depth)
        guard let previous else { return appendReset(to: target, into: &bytes) }
        let source = mapped(previous, depth: depth)
        if source == target { return }
        // Each form measured first (nothing written), then the shorter one written.
        var measured = Sequence(writing: false, into: &bytes)
        appendChange(from: source, to: target, sequence: &measured, into: &bytes)
        let changeCount = measured.count
        measured = Sequence(writing: false, into: &bytes)
        appendReset(to: target, sequence: &measured, into: &bytes)
        if measured.count < changeCount {
            appendReset(to: target, into: &bytes)
        } else {
            var sequence = Sequence(writing: true, into: &bytes)
            appendChange(from: source, to: target, sequence: &sequence, into: &bytes)
        }
    }

    /// `style` as a terminal of `depth` can show it.
    package static func mapped(_ style: Style, depth: ColorDepth) -> Style {
        Style(foreground: depth.map(style.foreground), background: depth.map(style.background), attributes: style.attributes)
    }

    /// CSI 0 and everything `style` has, m; CSI m (a reset on its own) for the plain style.
    private static func appendReset(to style: Style, into bytes: inout [UInt8]) {
        var sequence = Sequence(writing: true, into: &bytes)
        appendReset(to: style, sequence: &sequence, into: &bytes)
    }

    private static func appendReset(to style: Style, sequence: inout Sequence, into bytes: inout [UInt8]) {
        if style != .plain {
            sequence.parameter(0, into: &bytes)
            appendOnCodes(style.attributes, sequence: &sequence, into: &bytes)
            if style.foreground != .default { appendColor(style.foreground, background: false, sequence: &sequence, into: &bytes) }
            if style.background != .default { appendColor(style.background, background: true, sequence: &sequence, into: &bytes) }
        }
        sequence.end(into: &bytes)
    }

    /// CSI with only what differs from `source` to `target`, m.
    private static func appendChange(from source: Style, to target: Style, sequence: inout Sequence, into bytes: inout [UInt8]) {
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
        sequence.end(into: &bytes)
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

    /// One CSI … m sequence being written, or only measured: ESC [ at the start, `;` between
    /// parameters, m at the end; `count` is its length in bytes so far.
    private struct Sequence {
        private let writing: Bool
        private var isFirst = true
        private(set) var count = 2

        /// Writes ESC [ when `writing`.
        init(writing: Bool, into bytes: inout [UInt8]) {
            self.writing = writing
            if writing {
                bytes.append(0x1B)
                bytes.append(0x5B)
            }
        }

        /// `value` in decimal, after a `;` unless it is the first parameter.
        mutating func parameter(_ value: Int, into bytes: inout [UInt8]) {
            count += (isFirst ? 0 : 1) + Self.digits(value)
            if writing {
                if !isFirst { bytes.append(0x3B) }
                ANSICodes.appendDecimal(value, to: &bytes)
            }
            isFirst = false
        }

        /// The final m.
        mutating func end(into bytes: inout [UInt8]) {
            count += 1
            if writing { bytes.append(0x6D) }
        }

        /// Decimal digits of a parameter (never negative: codes, indexes and channels).
        static func digits(_ value: Int) -> Int {
            var digits = 1, rest = value
            while rest >= 10 {
                rest /= 10
                digits += 1
            }
            return digits
        }
    }
}
