import Testing
@testable import MoodpickCore

@Suite("SGR")
struct SGRTests {
    static func s(_ fg: Color = .default, _ bg: Color = .default, _ attributes: Attributes = []) -> Style {
        Style(foreground: fg, background: bg, attributes: attributes)
    }

    @Test("transitions, each the shorter of a change and a reset", arguments: [
        (nil, s(), ColorDepth.palette256, "\u{1B}[m"),
        (nil, s(.default, .default, .bold), .palette256, "\u{1B}[0;1m"),
        (nil, s(.palette(1), .palette(4), [.bold, .underline]), .palette256, "\u{1B}[0;1;4;31;44m"),
        (s(), s(), .palette256, ""),
        (s(), s(.default, .default, .bold), .palette256, "\u{1B}[1m"),
        (s(.default, .default, .bold), s(), .palette256, "\u{1B}[m"),
        (s(.default, .default, .bold), s(.default, .default, .dim), .palette256, "\u{1B}[0;2m"),
        (s(.default, .default, [.bold, .underline]), s(.default, .default, .bold), .palette256, "\u{1B}[24m"),
        (s(.default, .default, [.bold, .reverse]), s(.default, .default, .reverse), .palette256, "\u{1B}[22m"),
        (s(.default, .default, [.bold, .dim, .italic]), s(.default, .default, [.dim, .italic]), .palette256, "\u{1B}[22;2m"),
        (s(.palette(1), .default, .bold), s(.default, .default, .bold), .palette256, "\u{1B}[39m"),
        (s(.palette(1)), s(.palette(2)), .palette16, "\u{1B}[32m"),
        (s(), s(.palette(12)), .palette16, "\u{1B}[94m"),
        (s(), s(.default, .palette(12)), .palette16, "\u{1B}[104m"),
        (s(), s(.palette(245)), .palette256, "\u{1B}[38;5;245m"),
        (s(), s(.default, .palette(236)), .palette256, "\u{1B}[48;5;236m"),
        (s(), s(.rgb(red: 255, green: 128, blue: 0)), .trueColor, "\u{1B}[38;2;255;128;0m"),
        (s(), s(.rgb(red: 255, green: 128, blue: 0)), .palette256, "\u{1B}[38;5;208m"),
        (s(), s(.rgb(red: 255, green: 128, blue: 0)), .none, ""),
        (s(.palette(245)), s(.palette(244)), .palette16, ""),
        (nil, s(.palette(1), .palette(2), [.bold, .reverse]), .none, "\u{1B}[0;1;7m"),
        (s(.palette(1), .default, .underline), s(.palette(1), .default, [.underline, .italic]), .palette256, "\u{1B}[3m"),
    ] as [(Style?, Style, ColorDepth, String)])
    func transitions(from: Style?, to: Style, depth: ColorDepth, expected: String) {
        #expect(String(decoding: SGR.transition(from: from, to: to, depth: depth), as: UTF8.self) == expected)
    }

    /// A terminal's SGR state, to check what the bytes do rather than how they look: read by the
    /// core's own interpreter (`SGR.apply`, which the preview uses too), strictly: a parameter
    /// it passes over, or bytes that are no SGR, are a failure here, since moodpick writes none.
    struct Pen: Equatable {
        var style = Style.plain

        mutating func apply(_ bytes: [UInt8]) {
            if bytes.isEmpty { return }
            guard bytes.starts(with: [0x1B, UInt8(ascii: "[")]), bytes.last == UInt8(ascii: "m"),
                  let parameters = SGR.parameters(bytes.dropFirst(2).dropLast()) else {
                Issue.record("not an SGR sequence: \(bytes)")
                return
            }
            let ignored = SGR.apply(parameters, to: &style)
            #expect(ignored.isEmpty, "parameters a terminal passes over: \(ignored)")
        }
    }

    static let red = Color.palette(1)

    @Test("parameter bytes: empty fields are 0; private markers and sub-parameters are not read", arguments: [
        ("", [0]), ("0", [0]), ("1;31", [1, 31]), (";4", [0, 4]), ("38;5;245", [38, 5, 245]), ("1;", [1, 0]),
        ("?25", nil), ("38:5:1", nil), ("1 ", nil),
    ] as [(String, [Int]?)])
    func parameters(text: String, expected: [Int]?) {
        #expect(SGR.parameters(Array(text.utf8)) == expected)
    }

    @Test("a terminal's reading: each parameter changes the style it is given; what it does not know is passed over", arguments: [
        (s(), [], s(), []),
        (s(red, .palette(4), .bold), [], s(), []),
        (s(red, .default, .bold), [0], s(), []),
        (s(), [1, 2, 3, 4, 7], s(.default, .default, [.bold, .dim, .italic, .underline, .reverse]), []),
        (s(.default, .default, [.bold, .dim, .italic, .underline, .reverse]), [22, 23], s(.default, .default, [.underline, .reverse]), []),
        (s(.default, .default, [.underline, .reverse]), [24, 27], s(), []),
        (s(), [31, 44], s(red, .palette(4)), []),
        (s(), [94, 101], s(.palette(12), .palette(9)), []),
        (s(red, .palette(4)), [39, 49], s(), []),
        (s(), [38, 5, 208, 48, 2, 1, 2, 3], s(.palette(208), .rgb(red: 1, green: 2, blue: 3)), []),
        (s(), [38, 5, 300, 48, 2, 999, 0, -1], s(.palette(255), .rgb(red: 255, green: 0, blue: 0)), []),
        (s(.default, .default, .bold), [1, 0, 32], s(.palette(2)), []),
        (s(), [5, 1, 53, 31], s(red, .default, .bold), [5, 53]),
        (s(), [38], s(), [38]),
        (s(), [38, 5], s(), [38, 5]),
        (s(), [48, 2, 1, 2], s(.default, .default, [.bold, .dim]), [48]),
        (s(), [38, 7, 31], s(red, .default, .reverse), [38]),
    ] as [(Style, [Int], Style, [Int])])
    func reading(from: Style, parameters: [Int], expected: Style, ignored: [Int]) {
        var style = from
        #expect(SGR.apply(parameters, to: &style) == ignored)
        #expect(style == expected)
    }

    @Test("property: from any style to any other, the bytes leave the terminal in the target style", arguments: ColorDepth.allCases)
    func reachesTarget(depth: ColorDepth) {
        var rng = SeededGenerator(seed: 0x5C6 + UInt64(depth.rawValue))
        func randomColor() -> Color {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return .default
            case 1: return .palette(UInt8.random(in: 0...15, using: &rng))
            case 2: return .palette(UInt8.random(in: 0...255, using: &rng))
            default: return .rgb(red: .random(in: 0...255, using: &rng), green: .random(in: 0...255, using: &rng),
                                 blue: .random(in: 0...255, using: &rng))
            }
        }
        func randomStyle() -> Style {
            Style(foreground: randomColor(), background: randomColor(),
                  attributes: Attributes(rawValue: UInt8.random(in: 0..<32, using: &rng)))
        }
        for _ in 0..<2000 {
            let from = randomStyle(), to = randomStyle()
            var pen = Pen(style: SGR.mapped(from, depth: depth))
            pen.apply(SGR.transition(from: from, to: to, depth: depth))
            #expect(pen.style == SGR.mapped(to, depth: depth))
            var fresh = Pen(style: SGR.mapped(randomStyle(), depth: depth))
            fresh.apply(SGR.transition(from: nil, to: to, depth: depth))
            #expect(fresh.style == SGR.mapped(to, depth: depth))
        }
    }

    @Test("attributes only: no color code at all, whatever the theme", arguments: ColorScheme.allCases)
    func attributesOnly(scheme: ColorScheme) {
        let theme = Theme.base(scheme, depth: .palette256)
        for element in ThemeElement.allCases {
            let bytes = SGR.transition(from: nil, to: theme.resolved(element), depth: .none)
            var pen = Pen()
            pen.apply(bytes)
            #expect(pen.style.foreground == .default && pen.style.background == .default)
            #expect(pen.style.attributes == theme[element].attributes)
        }
    }
}
