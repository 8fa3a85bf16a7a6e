import Testing
@testable import MoodpickCore

@Suite("Theme")
struct ThemeTests {
    /// Every color a theme uses.
    static func colors(_ theme: Theme) -> [Color] {
        ThemeElement.allCases.flatMap { [theme[$0].foreground, theme[$0].background] }.filter { $0 != .default }
    }

    @Test("the default theme uses the terminal's own palette: colors 0-15, plus the grey ramp at 256 colors or more; never 24-bit",
          arguments: ColorDepth.allCases)
    func standardPalette(depth: ColorDepth) {
        let colors = Self.colors(Theme.base(.standard, depth: depth))
        #expect(!colors.isEmpty)
        for color in colors {
            guard case .palette(let index) = color else {
                Issue.record("\(color) is not a palette color")
                continue
            }
            #expect(index < 16 || (depth >= .palette256 && index >= 232), "color \(index) at \(depth)")
        }
    }

    @Test("bw has no colors; NO_COLOR's theme keeps every attribute and drops every color", arguments: ColorScheme.allCases)
    func withoutColors(scheme: ColorScheme) {
        #expect(Self.colors(Theme.bw).isEmpty)
        let theme = Theme.base(scheme, depth: .palette256)
        let plain = theme.withoutColors
        #expect(Self.colors(plain).isEmpty)
        for element in ThemeElement.allCases { #expect(plain[element].attributes == theme[element].attributes) }
    }

    @Test("with attributes alone, the centered cell, the far cells, the label and the help still differ from plain text",
          arguments: ColorScheme.allCases)
    func readableWithoutColor(scheme: ColorScheme) {
        let theme = Theme.base(scheme, depth: .none).withoutColors
        #expect(theme[.current].attributes.contains(.bold))
        #expect(theme[.label].attributes.contains(.bold))
        if scheme == .bw || scheme == .sixteen || scheme == .standard {
            #expect(theme[.faded3].attributes.contains(.dim))
            #expect(theme[.help].attributes.contains(.dim))
        }
    }

    @Test("cells fade by their distance from the center only", arguments: [
        (0, ThemeElement.current), (1, .faded1), (-1, .faded1), (2, .faded2), (-2, .faded2), (3, .faded3), (-7, .faded3), (40, .faded3),
    ] as [(Int, ThemeElement)])
    func fadeRamp(distance: Int, expected: ThemeElement) {
        #expect(ThemeElement.cell(atDistance: distance) == expected)
    }

    @Test("resolved styles take fg and bg where the element has the default")
    func resolved() throws {
        let theme = try ColorSpec(parsing: "fg:1 bg:4 label:2 current-bg:5").theme(depth: .palette256)
        #expect(theme.resolved(.label) == Style(foreground: .palette(2), background: .palette(4), attributes: .bold))
        #expect(theme.resolved(.query) == Style(foreground: .palette(1), background: .palette(4)))
        #expect(theme.resolved(.current) == Style(foreground: .palette(1), background: .palette(5), attributes: [.bold, .reverse]))
        #expect(theme.resolved(.fg) == Style(foreground: .palette(1), background: .palette(4)))
        #expect(theme.resolved(.bg).background == .palette(4))
    }

    @Test("dark and light keep a 256-color look; the default fades with grey 245 only at 256 colors or more")
    func schemes() {
        #expect(Theme.base(.standard, depth: .trueColor)[.faded2].foreground == .palette(245))
        #expect(Theme.base(.standard, depth: .palette16)[.faded2] == Style(attributes: .dim))
        #expect(Theme.base(.dark, depth: .palette16) == Theme.dark)
        #expect(Theme.dark[.current].background == .palette(236))
        #expect(Theme.light[.current].background == .palette(251))
    }
}
