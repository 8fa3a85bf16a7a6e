/// The style of every element of the picture: a value, chosen once from the base scheme, the
/// terminal's color depth and `--color`.
public struct Theme: Hashable, Sendable {
    private var styles: [ThemeElement: Style]

    /// A theme with every element plain, then `styles` on top.
    public init(_ styles: [ThemeElement: Style] = [:]) {
        self.styles = styles
    }

    /// The element's own style, as the scheme and `--color` set it.
    public subscript(element: ThemeElement) -> Style {
        get { styles[element] ?? .plain }
        set { styles[element] = newValue }
    }

    /// The style to draw `element` with: its own, with a default foreground taken from `fg` and
    /// a default background from `bg` (so `--color bg:0` colors every element's background).
    public func resolved(_ element: ThemeElement) -> Style {
        var style = self[element]
        if style.foreground == .default && element != .fg { style.foreground = self[.fg].foreground }
        if style.background == .default && element != .bg { style.background = self[.bg].background }
        return style
    }

    /// The same attributes with no colors at all (`NO_COLOR`).
    public var withoutColors: Theme {
        Theme(styles.mapValues(\.withoutColors))
    }

    /// The base scheme's theme for a terminal of this depth.
    ///
    /// Only the default scheme depends on the depth: it fades cells with a mid grey of the
    /// 256-color ramp where there is one. Palette colors 0-15 are the user's own and change with
    /// the terminal's theme, so there is no grey among them that fades on every background
    /// (color 8 is Solarized Dark's background itself); the dim attribute fades toward whatever
    /// the background is, and is what 16-color terminals get.
    public static func base(_ scheme: ColorScheme, depth: ColorDepth) -> Theme {
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
    public static let bw = Theme([
        .current: Style(attributes: [.bold, .reverse]), .mark: Style(attributes: .bold), .label: Style(attributes: .bold),
        .hl: Style(attributes: .underline), .marker: Style(attributes: .bold), .prompt: Style(attributes: .bold),
        .info: Style(attributes: .dim), .help: Style(attributes: .dim),
        .faded2: Style(attributes: .dim), .faded3: Style(attributes: .dim),
    ])

    /// The sixteen palette colors, which the user's terminal theme defines, so they suit its
    /// background: cyan mark, green matches, magenta markers, blue prompt (as fzf's base16).
    public static let sixteen: Theme = {
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
    public static let dark = Theme([
        .current: Style(foreground: .palette(254), background: .palette(236), attributes: .bold),
        .mark: color(110), .label: color(254, .bold), .hl: color(108, .underline), .marker: color(168, .bold),
        .prompt: color(110, .bold), .query: color(254), .info: color(108), .help: color(243),
        .faded1: color(252), .faded2: color(247), .faded3: color(242),
    ])

    /// For a light background, in the colors of fzf's `light` scheme.
    public static let light = Theme([
        .current: Style(foreground: .palette(233), background: .palette(251), attributes: .bold),
        .mark: color(25), .label: color(233, .bold), .hl: color(65, .underline), .marker: color(168, .bold),
        .prompt: color(25, .bold), .query: color(233), .info: color(101), .help: color(245),
        .faded1: color(238), .faded2: color(243), .faded3: color(248),
    ])
}
