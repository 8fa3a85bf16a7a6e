/// The style of every element of the picture: a value, chosen once from the base scheme, the
/// terminal's color depth and `--color`.
///
/// The styles are a list with a place per element (`ThemeElement.slot`), not a dictionary:
/// the default theme, built at every start, cost a short run 31 K instructions with one
/// (hashing, and the runtime types of a dictionary of styles; callgrind). Two themes are equal
/// when they draw every element alike.
package struct Theme: Hashable, Sendable {
    private var styles: [Style]

    /// A theme with every element plain.
    package init() {
        styles = Array(repeating: .plain, count: ThemeElement.count)
    }

    /// A theme with every element plain, then `styles` on top.
    package init(_ styles: [ThemeElement: Style]) {
        self.init()
        for (element, style) in styles { self[element] = style }
    }

    /// The element's own style, as the scheme and `--color` set it.
    package subscript(element: ThemeElement) -> Style {
        get { styles[element.slot] }
        set { styles[element.slot] = newValue }
    }

    /// The style to draw `element` with: its own, with a default foreground taken from `fg` and
    /// a default background from `bg` (so `--color bg:0` colors every element's background).
    package func resolved(_ element: ThemeElement) -> Style {
        var style = self[element]
        if style.foreground == .default && element != .fg { style.foreground = self[.fg].foreground }
        if style.background == .default && element != .bg { style.background = self[.bg].background }
        return style
    }

    /// The same attributes with no colors at all (`NO_COLOR`).
    package var withoutColors: Theme {
        var theme = self
        for slot in styles.indices { theme.styles[slot] = styles[slot].withoutColors }
        return theme
    }

    /// The base scheme's theme for a terminal of this depth.
    ///
    /// Only the default scheme depends on the depth: it fades cells with a mid grey of the
    /// 256-color ramp where there is one. Palette colors 0-15 are the user's own and change with
    /// the terminal's theme, so there is no grey among them that fades on every background
    /// (color 8 is Solarized Dark's background itself); the dim attribute fades toward whatever
    /// the background is, and is what 16-color terminals get.
    package static func base(_ scheme: ColorScheme, depth: ColorDepth) -> Theme {
        switch scheme {
        // `auto` with no background known (`BackgroundScheme` resolves it before this).
        case .standard, .auto: return depth >= .palette256 ? standard256 : sixteen
        case .dark: return dark
        case .light: return light
        case .sixteen: return sixteen
        case .bw: return bw
        }
    }

    private static func color(_ index: UInt8, _ attributes: Attributes = []) -> Style {
        Style(foreground: .palette(index), attributes: attributes)
    }

    /// Attributes only: every element readable on any terminal. The centered cell is a
    /// reverse-video band: the one attribute that shows on an emoji, whose color bold cannot change.
    package static let bw: Theme = {
        var theme = Theme()
        theme[.current] = Style(attributes: [.bold, .reverse])
        theme[.mark] = Style(attributes: .bold)
        theme[.label] = Style(attributes: .bold)
        theme[.hl] = Style(attributes: .underline)
        theme[.marker] = Style(attributes: .bold)
        theme[.prompt] = Style(attributes: .bold)
        theme[.info] = Style(attributes: .dim)
        theme[.help] = Style(attributes: .dim)
        theme[.faded2] = Style(attributes: .dim)
        theme[.faded3] = Style(attributes: .dim)
        return theme
    }()

    /// The sixteen palette colors, which the user's terminal theme defines, so they suit its
    /// background: cyan mark, green matches, magenta markers, blue prompt (as fzf's base16).
    package static let sixteen: Theme = {
        var theme = bw
        theme[.mark] = color(6)
        theme[.hl] = color(2, .underline)
        theme[.marker] = color(5, .bold)
        theme[.prompt] = color(4, .bold)
        return theme
    }()

    /// `sixteen` with the far cells in grey 245 (#8a8a8a): about 6:1 contrast on black and
    /// 3.5:1 on white, so it reads as faded, and stays legible, on either; the farthest dimmed too.
    static let standard256: Theme = {
        var theme = sixteen
        theme[.faded2] = color(245)
        theme[.faded3] = color(245, .dim)
        return theme
    }()

    /// For a dark background, in the colors of fzf's `dark` scheme.
    package static let dark: Theme = {
        var theme = Theme()
        theme[.current] = Style(foreground: .palette(254), background: .palette(236), attributes: .bold)
        theme[.mark] = color(110)
        theme[.label] = color(254, .bold)
        theme[.hl] = color(108, .underline)
        theme[.marker] = color(168, .bold)
        theme[.prompt] = color(110, .bold)
        theme[.query] = color(254)
        theme[.info] = color(108)
        theme[.help] = color(243)
        theme[.faded1] = color(252)
        theme[.faded2] = color(247)
        theme[.faded3] = color(242)
        return theme
    }()

    /// For a light background, in the colors of fzf's `light` scheme.
    package static let light: Theme = {
        var theme = Theme()
        theme[.current] = Style(foreground: .palette(233), background: .palette(251), attributes: .bold)
        theme[.mark] = color(25)
        theme[.label] = color(233, .bold)
        theme[.hl] = color(65, .underline)
        theme[.marker] = color(168, .bold)
        theme[.prompt] = color(25, .bold)
        theme[.query] = color(233)
        theme[.info] = color(101)
        theme[.help] = color(245)
        theme[.faded1] = color(238)
        theme[.faded2] = color(243)
        theme[.faded3] = color(248)
        return theme
    }()
}

extension Theme {
    /// The theme a view has before the terminal's depth is known: the standard scheme at 256 colors.
    package static let standardDefault = Theme.base(.standard, depth: .palette256)
}
