import MoodpickCore

/// `--color` specs: any text parses or is refused naming its first bad entry, the same way every
/// time. Several `--color` options are joined with commas before they are parsed, so a spec is
/// its entries one after another: two that parse alone parse joined. CR, CR LF and FF separate
/// like LF, as in fzf, whose grammar this is (a spec may come from a file with CRLF line ends).
/// A spec that parses is ASCII (no look-alike is taken for a name), reads back from its own
/// spelling, and gives every element the style its last entry set, which every color depth can
/// draw.
enum ColorFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        let result = parse(text)
        precondition(parse(text) == result, "parsed twice, two results")

        // The spec is its entries: the first bad one is the error, else their steps in order.
        var steps: [ColorSpec.Step] = []
        var firstError: ColorSpecError?
        for token in text.split(whereSeparator: ColorSpec.separators.contains) {
            switch parse(String(token)) {
            case .success(let spec): steps += spec.steps
            case .failure(let error): firstError = firstError ?? error
            }
        }
        switch result {
        case .success(let spec):
            precondition(firstError == nil && spec.steps == steps, "the entries alone parse differently")
        case .failure(let error):
            precondition(error == firstError, "refused for \(error), its first bad entry is \(String(describing: firstError))")
        }

        // Every white space fzf separates with (Go's \s) separates: a spec written over lines of a
        // file saved with CRLF line ends, or with CR or FF between its entries, reads the same.
        for lineEnd in ["\r\n", "\r", "\u{0C}"] {
            var other = ""
            for scalar in text.unicodeScalars { other += scalar == "\n" ? lineEnd : String(scalar) }
            precondition(parse(other).map(\.steps) == result.map(\.steps), "read differently with \(lineEnd.unicodeScalars.map(\.value)) for LF")
        }

        // What two --color options become: their texts joined with a comma.
        let scalars = text.unicodeScalars
        let cut = scalars.index(scalars.startIndex, offsetBy: Int(bytes.first ?? 0) % (scalars.count + 1))
        let (head, tail) = (String(scalars[..<cut]), String(scalars[cut...]))
        if case .success(let first) = parse(head), case .success(let second) = parse(tail) {
            guard case .success(let joined) = parse(head + "," + tail) else { preconditionFailure("two good specs joined fail") }
            precondition(joined.steps == first.steps + second.steps, "two specs joined are not one after the other")
        }

        guard case .success(let spec) = result else { return }
        precondition(text.unicodeScalars.allSatisfy(\.isASCII), "a spec with non-ASCII parsed")
        let spelled = spelling(spec)
        precondition(parse(spelled) == .success(spec), "the spelling \(spelled) reads back differently")
        for base in ColorScheme.allCases {
            for depth in ColorDepth.allCases {
                checkTheme(spec, base: base, depth: depth)
            }
        }
    }

    static func parse(_ text: String) -> Result<ColorSpec, ColorSpecError> {
        do { return .success(try ColorSpec(parsing: text)) } catch { return .failure(error) }
    }

    /// Every element's style is its base's, with the colors and attributes of the last entries
    /// after the last base scheme; drawn at `depth`, its colors are ones the depth has, and the
    /// SGR sequences between styles are well formed.
    static func checkTheme(_ spec: ColorSpec, base: ColorScheme, depth: ColorDepth) {
        let theme = spec.theme(depth: depth, base: base)
        var start = Theme.base(base, depth: depth)
        var entries: [ColorSpec.Entry] = []
        for step in spec.steps {
            switch step {
            case .base(let scheme): (start, entries) = (Theme.base(scheme, depth: depth), [])
            case .entry(let entry): entries.append(entry)
            }
        }
        var previous: Style?
        for element in ThemeElement.allCases {
            let own = entries.filter { $0.element == element }
            let expected = Style(
                foreground: own.last { !$0.setsBackground && $0.color != nil }?.color ?? start[element].foreground,
                background: own.last { $0.setsBackground && $0.color != nil }?.color ?? start[element].background,
                attributes: own.last { $0.attributes != nil }?.attributes ?? start[element].attributes)
            precondition(theme[element] == expected, "\(element) is \(theme[element]), its entries say \(expected)")

            let style = theme.resolved(element)
            let drawn = SGR.mapped(style, depth: depth)
            for color in [drawn.foreground, drawn.background] {
                precondition(shows(color, depth: depth), "\(color) drawn at \(depth)")
            }
            precondition(theme.withoutColors.resolved(element).foreground == .default, "a color left without colors")
            let fresh = SGR.transition(from: nil, to: style, depth: depth)
            precondition(isSGR(fresh), "bad SGR \(fresh)")
            if let previous {
                let change = SGR.transition(from: previous, to: style, depth: depth)
                let same = SGR.mapped(previous, depth: depth) == drawn
                precondition(same ? change.isEmpty : isSGR(change), "SGR \(change) between \(previous) and \(style)")
            }
            previous = style
        }
    }

    /// Whether a terminal of `depth` has `color`.
    static func shows(_ color: Color, depth: ColorDepth) -> Bool {
        switch (depth, color) {
        case (_, .default), (.trueColor, _): return true
        case (.none, _): return false
        case (.palette8, .palette(let index)): return index < 8
        case (.palette16, .palette(let index)): return index < 16
        case (.palette256, .palette): return true
        case (_, .rgb): return false
        }
    }

    /// ESC [ parameters m, the parameters digits and semicolons.
    static func isSGR(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes.starts(with: [0x1B, 0x5B]) && bytes.last == 0x6D
            && bytes.dropFirst(2).dropLast().allSatisfy { (0x30...0x39).contains($0) || $0 == 0x3B }
    }

    /// A text that `ColorSpec(parsing:)` reads as `spec`: each step in its longest form
    /// (`NAME-fg` or `NAME-bg`, every attribute named, `regular` for none).
    static func spelling(_ spec: ColorSpec) -> String {
        spec.steps.map { step in
            switch step {
            case .base(let scheme):
                return scheme.rawValue
            case .entry(let entry):
                var parts = [entry.element.rawValue + (entry.setsBackground ? "-bg" : "-fg")]
                if let color = entry.color { parts.append(spelling(color)) }
                if let attributes = entry.attributes {
                    parts += attributes.isEmpty ? ["regular"] : Attributes.named.filter { attributes.contains($0.attribute) }.map(\.name)
                }
                return parts.joined(separator: ":")
            }
        }.joined(separator: ",")
    }

    static func spelling(_ color: Color) -> String {
        switch color {
        case .default: return "-1"
        case .palette(let index): return String(index)
        case .rgb(let red, let green, let blue):
            return "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}
