/// The base schemes `--color` may start from.
package enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    /// moodpick's own: the terminal's palette (colors 0-15), so it reads on dark and on light
    /// backgrounds, with fading from the grey ramp where there are 256 colors.
    case standard = "default"
    /// 256-color scheme for a dark background (fzf's `dark` colors).
    case dark
    /// 256-color scheme for a light background (fzf's `light` colors).
    case light
    /// The sixteen palette colors only.
    case sixteen = "16"
    /// No colors, attributes only.
    case bw
    /// `dark` or `light` from the terminal's background (OSC 11, `BackgroundScheme`); the
    /// default scheme where the terminal did not say. The base when none is given.
    case auto
}
