import Testing
@testable import MoodpickCore

/// `--color auto`: light or dark from the background OSC 11 reported (docs/CONTRACT.md §11).
@Suite("BackgroundScheme")
struct BackgroundSchemeTests {
    typealias RGB = TerminalAbilities.RGB

    @Test("the scheme from the background's lightness", arguments: [
        // (background, scheme at 256 colors)
        (RGB(red: 0, green: 0, blue: 0), ColorScheme.dark),  // kitty's default
        (RGB(red: 40, green: 44, blue: 52), .dark),  // ghostty's default
        (RGB(red: 0, green: 43, blue: 54), .dark),  // Solarized Dark
        (RGB(red: 255, green: 255, blue: 255), .light),  // GNOME Terminal's light theme
        (RGB(red: 253, green: 246, blue: 227), .light),  // Solarized Light
        (RGB(red: 128, green: 128, blue: 128), .light),  // mid grey: L* 54
        (RGB(red: 117, green: 117, blue: 117), .dark),  // Y 0.178, L* 49.3: just below the line
        (RGB(red: 120, green: 120, blue: 120), .light),  // Y 0.188, L* 50.6: just above it
    ])
    func scheme(background: RGB, expected: ColorScheme) {
        let luminance = BackgroundScheme.luminance(of: background)
        #expect(BackgroundScheme.scheme(for: background, depth: .palette256) == expected, "Y = \(luminance)")
    }

    @Test("the line between: L* 50, luminance ((50 + 16) / 116)³")
    func threshold() {
        #expect(abs(BackgroundScheme.lightAbove - 0.184_186_5) < 1e-6)
        #expect(abs(BackgroundScheme.luminance(of: RGB(red: 255, green: 255, blue: 255)) - 1) < 1e-9)
        #expect(BackgroundScheme.luminance(of: RGB(red: 0, green: 0, blue: 0)) == 0)
        // sRGB 50% grey (#808080) is 21.6% luminance.
        #expect(abs(BackgroundScheme.luminance(of: RGB(red: 128, green: 128, blue: 128)) - 0.215_861) < 1e-5)
        #expect(abs(BackgroundScheme.luminance(of: RGB(red: 255, green: 0, blue: 0)) - 0.2126) < 1e-9)
    }

    @Test("no answer, or fewer than 256 colors: the default scheme, as before auto")
    func unknown() {
        #expect(BackgroundScheme.scheme(for: nil, depth: .palette256) == .standard)
        #expect(BackgroundScheme.scheme(for: RGB(red: 255, green: 255, blue: 255), depth: .palette16) == .standard)
        #expect(BackgroundScheme.scheme(for: RGB(red: 0, green: 0, blue: 0), depth: .trueColor) == .dark)
    }

    @Test("auto is the default base; an explicit base wins; NO_COLOR's depth keeps today's attributes")
    func spec() throws {
        let white = RGB(red: 255, green: 255, blue: 255), black = RGB(red: 0, green: 0, blue: 0)
        #expect(ColorSpec.empty.theme(depth: .palette256, background: white) == Theme.light)
        #expect(ColorSpec.empty.theme(depth: .palette256, background: black) == Theme.dark)
        #expect(ColorSpec.empty.theme(depth: .palette256) == Theme.base(.standard, depth: .palette256))
        #expect(try ColorSpec(parsing: "default").theme(depth: .palette256, background: white) == Theme.base(.standard, depth: .palette256))
        #expect(try ColorSpec(parsing: "dark").theme(depth: .palette256, background: white) == Theme.dark)
        #expect(try ColorSpec(parsing: "light,auto").theme(depth: .palette256, background: black) == Theme.dark)
        // NO_COLOR: depth none, no colors, the attributes as before auto.
        #expect(ColorSpec.empty.theme(depth: .none, background: white) == Theme.base(.standard, depth: .none))
    }
}
