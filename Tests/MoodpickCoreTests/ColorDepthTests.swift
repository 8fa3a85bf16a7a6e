import Testing
@testable import MoodpickCore

@Suite("Color depth")
struct ColorDepthTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var colors: Int
        var trueColorFlag = false
        var requested = false
        var expected: ColorDepth
        var testDescription: String { "\(environment) colors#\(colors) Tc \(trueColorFlag) --color \(requested) → \(expected)" }
    }

    @Test("detection from the environment and terminfo", arguments: [
        Case(environment: [:], colors: 256, expected: .palette256),
        Case(environment: [:], colors: 88, expected: .palette16),
        Case(environment: [:], colors: 16, expected: .palette16),
        Case(environment: [:], colors: 8, expected: .palette8),
        Case(environment: [:], colors: 2, expected: .none),
        Case(environment: [:], colors: -1, expected: .none),
        Case(environment: [:], colors: 256, trueColorFlag: true, expected: .trueColor),
        Case(environment: [:], colors: 8, trueColorFlag: true, expected: .trueColor),
        Case(environment: ["COLORTERM": "truecolor"], colors: 256, expected: .trueColor),
        Case(environment: ["COLORTERM": "24bit"], colors: 8, expected: .trueColor),
        Case(environment: ["COLORTERM": "yes"], colors: 256, expected: .palette256),
        Case(environment: ["COLORTERM": "truecolor"], colors: -1, expected: .none),
        Case(environment: ["NO_COLOR": "1"], colors: 256, expected: .none),
        Case(environment: ["NO_COLOR": "0"], colors: 256, expected: .none),
        Case(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], colors: 256, trueColorFlag: true, expected: .none),
        Case(environment: ["NO_COLOR": ""], colors: 256, expected: .palette256),
        Case(environment: ["NO_COLOR": "1"], colors: 256, requested: true, expected: .palette256),
        Case(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], colors: 256, requested: true, expected: .trueColor),
        Case(environment: ["NO_COLOR": "1"], colors: 2, requested: true, expected: .none),
    ])
    func detect(_ c: Case) {
        #expect(ColorDepth.detect(environment: c.environment, terminfoColors: c.colors,
                                  terminfoHasTrueColor: c.trueColorFlag, colorsRequested: c.requested) == c.expected)
    }

    static func rgb(_ hex: UInt32) -> Color {
        .rgb(red: UInt8(hex >> 16), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
    }

    @Test("nearest color where the terminal has fewer", arguments: [
        (rgb(0xFF0000), ColorDepth.palette256, Color.palette(196)),
        (rgb(0x000000), .palette256, .palette(16)),
        (rgb(0xFFFFFF), .palette256, .palette(231)),
        (rgb(0x808080), .palette256, .palette(244)),
        (rgb(0x8A8A8A), .palette256, .palette(245)),
        (rgb(0x5F87AF), .palette256, .palette(67)),
        (rgb(0xFF8000), .palette256, .palette(208)),
        (rgb(0x0A0A0A), .palette256, .palette(232)),
        (rgb(0xFF0000), .palette16, .palette(9)),
        (rgb(0xCD0000), .palette16, .palette(1)),
        (rgb(0x000000), .palette16, .palette(0)),
        (rgb(0xFFFFFF), .palette16, .palette(15)),
        (rgb(0x808080), .palette16, .palette(8)),
        (.palette(196), .palette16, .palette(9)),
        (.palette(245), .palette16, .palette(8)),
        (.palette(12), .palette16, .palette(12)),
        (.palette(12), .palette8, .palette(4)),
        (.palette(196), .palette8, .palette(1)),
        (rgb(0xFFFFFF), .palette8, .palette(7)),
        (.palette(3), .palette8, .palette(3)),
        (.palette(200), .palette256, .palette(200)),
        (rgb(0x123456), .trueColor, rgb(0x123456)),
        (.palette(9), .none, .default),
        (rgb(0x123456), .none, .default),
        (.default, .palette8, .default),
    ] as [(Color, ColorDepth, Color)])
    func nearest(color: Color, depth: ColorDepth, expected: Color) {
        #expect(depth.map(color) == expected)
    }

    @Test("a palette index at 256 colors maps to itself when asked as RGB", arguments: 16..<256)
    func cubeRoundTrip(index: Int) {
        let (r, g, b) = Color.xtermRGB(ofPalette: UInt8(index))
        let mapped = ColorDepth.palette256.map(.rgb(red: UInt8(r), green: UInt8(g), blue: UInt8(b)))
        #expect(mapped == .palette(UInt8(index)))
    }
}
