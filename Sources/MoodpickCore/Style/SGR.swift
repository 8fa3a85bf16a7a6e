/// Select Graphic Rendition: the ECMA-48 sequences that set colors and attributes.
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
        let target = mapped(next, depth: depth)
        let reset = resetParameters(to: target)
        guard let previous else { return sequence(reset) }
        let source = mapped(previous, depth: depth)
        if source == target { return [] }
        let change = changeParameters(from: source, to: target)
        let changeBytes = sequence(change), resetBytes = sequence(reset)
        return resetBytes.count < changeBytes.count ? resetBytes : changeBytes
    }

    /// `style` as a terminal of `depth` can show it.
    public static func mapped(_ style: Style, depth: ColorDepth) -> Style {
        Style(foreground: depth.map(style.foreground), background: depth.map(style.background), attributes: style.attributes)
    }

    /// The attributes' "on" codes, in a fixed order.
    private static let onCodes: [(Attributes, String)] = [
        (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
    ]
    /// The "off" codes of the attributes that have their own.
    private static let offCodes: [(Attributes, String)] = [(.italic, "23"), (.underline, "24"), (.reverse, "27")]

    private static func resetParameters(to style: Style) -> [String] {
        if style == .plain { return [] }  // CSI m: a reset on its own
        var parameters = ["0"]
        parameters += onCodes.filter { style.attributes.contains($0.0) }.map(\.1)
        if style.foreground != .default { parameters.append(code(style.foreground, background: false)) }
        if style.background != .default { parameters.append(code(style.background, background: true)) }
        return parameters
    }

    private static func changeParameters(from source: Style, to target: Style) -> [String] {
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

    /// The parameter(s) that select `color` for the text or the background.
    private static func code(_ color: Color, background: Bool) -> String {
        let base = background ? 40 : 30
        switch color {
        case .default: return String(base + 9)
        case .palette(let index) where index < 8: return String(base + Int(index))
        case .palette(let index) where index < 16: return String(base + 60 + Int(index) - 8)
        case .palette(let index): return "\(base + 8);5;\(index)"
        case .rgb(let r, let g, let b): return "\(base + 8);2;\(r);\(g);\(b)"
        }
    }

    /// CSI parameters m.
    private static func sequence(_ parameters: [String]) -> [UInt8] {
        Array("\u{1B}[\(parameters.joinedPlainly(separator: ";"))m".utf8)
    }
}
