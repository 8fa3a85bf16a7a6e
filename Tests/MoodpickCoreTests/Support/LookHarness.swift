@testable import MoodpickCore

/// The default look's styles, by element, for tests that name what a span should look like.
enum Look {
    static let theme = StripView.defaultTheme
    static var current: Style { theme.resolved(.current) }
    static var label: Style { theme.resolved(.label) }
    static var match: Style {
        var style = theme.resolved(.hl)
        style.attributes.formUnion(label.attributes)
        return style
    }
    static var mark: Style { theme.resolved(.mark) }

    /// One code per element of the default theme, for `Frame.styleLines(legend:)`: `C` current,
    /// `M` mark, `K` the indicator's knob, `1`-`3` faded, `L` label, `H` matched, `*` marker,
    /// `P` prompt, `Q` query, `I` info, `h` help, `c` and `U` a match in the current and in another cell; elements sharing a style share the first code
    /// listed, and a plain one is left to `styleLines`' `.`.
    static func legend(_ theme: Theme = Look.theme) -> [Style: Character] {
        var legend: [Style: Character] = [:]
        let codes: [(ThemeElement, Character)] = [
            (.current, "C"), (.mark, "M"), (.faded1, "1"), (.faded2, "2"), (.faded3, "3"), (.label, "L"), (.marker, "*"),
            (.prompt, "P"), (.query, "Q"), (.info, "I"), (.help, "h"),
        ]
        for (element, code) in codes where legend[theme.resolved(element)] == nil && theme.resolved(element) != .plain {
            legend[theme.resolved(element)] = code
        }
        var knob = theme.resolved(.mark)
        knob.attributes.insert(.bold)
        if legend[knob] == nil { legend[knob] = "K" }
        var match = theme.resolved(.hl)
        match.attributes.formUnion(theme.resolved(.label).attributes)
        if legend[match] == nil { legend[match] = "H" }
        // Matched characters in the cells: `hl`'s color and attributes over the cell's style.
        for (cell, code) in [(ThemeElement.current, Character("c")), (.faded1, "U"), (.faded2, "U"), (.faded3, "U")] {
            var style = theme.resolved(cell)
            let highlight = theme.resolved(.hl)
            if highlight.foreground != .default { style.foreground = highlight.foreground }
            style.attributes.formUnion(highlight.attributes)
            if legend[style] == nil { legend[style] = code }
        }
        return legend
    }
}
