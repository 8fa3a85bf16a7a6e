/// A parsed `--color` option, in fzf's grammar (a subset): an optional base scheme, then
/// `NAME:COLOR[:ATTR…]` entries, separated by commas or white space (``separators``).
///
/// - NAME: an element (``ThemeElement``); COLOR sets its text color, except for `bg`, the
///   background. `NAME-bg` sets an element's background and `NAME-fg` its text color; fzf's
///   `fg+` and `bg+` mean `current` and `current-bg`.
/// - COLOR: `-1` (the terminal's default), `0`-`255`, a name (`red`, `bright-blue`, …) or `#rrggbb`.
/// - ATTR: `bold`, `dim`, `italic`, `underline`, `reverse`; `regular` clears those before it.
///   Attributes, when an entry gives any, replace the element's; an entry with a color alone
///   keeps them. The color may be left out: `current:reverse`.
/// - A base scheme may also come later: it starts the theme over, as in fzf.
package struct ColorSpec: Hashable, Sendable {
    /// One entry: which style of which element it changes, and how.
    package struct Entry: Hashable, Sendable {
        package var element: ThemeElement
        /// Whether the color is the element's background rather than its text color.
        package var setsBackground: Bool
        package var color: Color?
        /// When given, the element's attributes from now on.
        package var attributes: Attributes?
    }

    package enum Step: Hashable, Sendable {
        case base(ColorScheme)
        case entry(Entry)
    }

    package var steps: [Step]

    /// No entries: the base scheme as it is.
    package static let empty = ColorSpec(steps: [])

    package init(steps: [Step]) { self.steps = steps }

    /// What separates entries: a comma, or fzf's white space (Go's `\s`: space, tab, LF, FF, CR).
    /// CR LF is listed too: it is one `Character`, which a spec from a file saved with CRLF line
    /// ends holds between its lines.
    package static let separators: Set<Character> = [",", " ", "\t", "\n", "\u{0C}", "\r", "\r\n"]

    /// Parses `text`; throws naming the first bad entry.
    package init(parsing text: String) throws(ColorSpecError) {
        steps = []
        for token in text.split(whereSeparator: { Self.separators.contains($0) }) {
            steps.append(try Self.step(String(token)))
        }
    }

    /// The theme this spec describes on a terminal of `depth`, starting from `base` unless it
    /// names its own base scheme; `auto` is light or dark from `background` (OSC 11's answer,
    /// nil when none came: the default scheme), by `BackgroundScheme`.
    package func theme(depth: ColorDepth, base: ColorScheme = .auto, background: TerminalAbilities.RGB? = nil) -> Theme {
        func start(_ scheme: ColorScheme) -> Theme {
            Theme.base(scheme == .auto ? BackgroundScheme.scheme(for: background, depth: depth) : scheme, depth: depth)
        }
        var theme = start(base)
        for step in steps {
            switch step {
            case .base(let scheme):
                theme = start(scheme)
            case .entry(let entry):
                var style = theme[entry.element]
                if let color = entry.color {
                    if entry.setsBackground { style.background = color } else { style.foreground = color }
                }
                if let attributes = entry.attributes { style.attributes = attributes }
                theme[entry.element] = style
            }
        }
        return theme
    }

    /// Base scheme names; `base16` is fzf's other name for `16`.
    private static func scheme(named name: String) -> ColorScheme? {
        name == "base16" ? .sixteen : ColorScheme(rawValue: name)
    }

    private static func step(_ token: String) throws(ColorSpecError) -> Step {
        let parts = token.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else {
            guard let scheme = scheme(named: token) else { throw ColorSpecError(entry: token, problem: .unknownScheme) }
            return .base(scheme)
        }
        guard let (element, setsBackground) = target(named: parts[0]) else {
            throw ColorSpecError(entry: token, problem: .unknownElement(parts[0]))
        }
        var entry = Entry(element: element, setsBackground: setsBackground, color: nil, attributes: nil)
        for part in parts.dropFirst() {
            if part.isEmpty { continue }
            if part == "regular" {
                entry.attributes = []
            } else if let attribute = Attributes.named.first(where: { $0.name == part })?.attribute {
                entry.attributes = (entry.attributes ?? []).union(attribute)
            } else {
                let color = try Self.color(part, entry: token)
                guard entry.color == nil else { throw ColorSpecError(entry: token, problem: .twoColors) }
                entry.color = color
            }
        }
        guard entry.color != nil || entry.attributes != nil else { throw ColorSpecError(entry: token, problem: .missingValue) }
        return .entry(entry)
    }

    /// The element and channel a NAME sets.
    private static func target(named name: String) -> (ThemeElement, Bool)? {
        switch name {
        case "fg+": return (.current, false)
        case "bg+": return (.current, true)
        default: break
        }
        if let element = ThemeElement(rawValue: name) { return (element, element == .bg) }
        for (suffix, background) in [("-bg", true), ("-fg", false)] where name.hasSuffix(suffix) {
            if let element = ThemeElement(rawValue: String(name.dropLast(suffix.count))) { return (element, background) }
        }
        return nil
    }

    /// A COLOR: `-1`, `0`-`255`, a palette name or `#rrggbb`.
    package static func color(_ text: String, entry: String) throws(ColorSpecError) -> Color {
        if text == "-1" { return .default }
        if let named = Color.named(text) { return named }
        if text.first == "#" {
            let hex = text.dropFirst()
            guard hex.count == 6, let value = UInt32(hex, radix: 16), hex.allSatisfy(\.isHexDigit) else {
                throw ColorSpecError(entry: entry, problem: .unknownValue(text))
            }
            return .rgb(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }
        if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
            guard text.count <= 3, let index = Int(text), index <= 255 else {
                throw ColorSpecError(entry: entry, problem: .colorOutOfRange(text))
            }
            return .palette(UInt8(index))
        }
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }), text.count > 1 {
            throw ColorSpecError(entry: entry, problem: .colorOutOfRange(text))
        }
        throw ColorSpecError(entry: entry, problem: .unknownValue(text))
    }
}
