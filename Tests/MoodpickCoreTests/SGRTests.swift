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

    /// A terminal's SGR state, to check what the bytes do rather than how they look.
    struct Pen: Equatable {
        var style = Style.plain

        mutating func apply(_ bytes: [UInt8]) {
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.hasPrefix("\u{1B}["), text.hasSuffix("m") else { return }
            let body = text.dropFirst(2).dropLast()
            var codes = body.isEmpty ? [0] : body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            while !codes.isEmpty {
                let code = codes.removeFirst()
                switch code {
                case 0: style = .plain
                case 1: style.attributes.insert(.bold)
                case 2: style.attributes.insert(.dim)
                case 3: style.attributes.insert(.italic)
                case 4: style.attributes.insert(.underline)
                case 7: style.attributes.insert(.reverse)
                case 22: style.attributes.subtract([.bold, .dim])
                case 23: style.attributes.remove(.italic)
                case 24: style.attributes.remove(.underline)
                case 27: style.attributes.remove(.reverse)
                case 30...37: style.foreground = .palette(UInt8(code - 30))
                case 90...97: style.foreground = .palette(UInt8(code - 90 + 8))
                case 39: style.foreground = .default
                case 40...47: style.background = .palette(UInt8(code - 40))
                case 100...107: style.background = .palette(UInt8(code - 100 + 8))
                case 49: style.background = .default
                case 38, 48:
                    let color: Color
                    if codes.removeFirst() == 5 {
                        color = .palette(UInt8(codes.removeFirst()))
                    } else {
                        color = .rgb(red: UInt8(codes.removeFirst()), green: UInt8(codes.removeFirst()), blue: UInt8(codes.removeFirst()))
                    }
                    if code == 38 { style.foreground = color } else { style.background = color }
                default: Issue.record("unexpected SGR code \(code)")
                }
            }
        }
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
