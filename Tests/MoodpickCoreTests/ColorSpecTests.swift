import Testing
@testable import MoodpickCore

@Suite("--color")
struct ColorSpecTests {
    static func theme(_ spec: String, depth: ColorDepth = .palette256) throws -> Theme {
        try ColorSpec(parsing: spec).theme(depth: depth)
    }

    @Test("every element name sets that element's color (bg: the background)", arguments: ThemeElement.allCases)
    func elementNames(element: ThemeElement) throws {
        let style = try Self.theme("\(element.rawValue):1")[element]
        if element == .bg {
            #expect(style.background == .palette(1) && style.foreground == .default)
        } else {
            #expect(style.foreground == .palette(1))
        }
        let background = try Self.theme("\(element.rawValue)-bg:2")[element]
        #expect(background.background == .palette(2))
    }

    @Test("fzf's fg+ and bg+ are the current cell's colors; NAME-fg is NAME")
    func aliases() throws {
        let theme = try Self.theme("fg+:3 bg+:4 label-fg:5")
        #expect(theme[.current].foreground == .palette(3))
        #expect(theme[.current].background == .palette(4))
        #expect(theme[.label].foreground == .palette(5))
    }

    @Test("every COLOR form", arguments: [
        ("-1", Color.default), ("0", .palette(0)), ("7", .palette(7)), ("15", .palette(15)), ("16", .palette(16)),
        ("255", .palette(255)), ("007", .palette(7)), ("#ff8000", .rgb(red: 255, green: 128, blue: 0)),
        ("#FF8000", .rgb(red: 255, green: 128, blue: 0)), ("#000000", .rgb(red: 0, green: 0, blue: 0)),
    ] as [(String, Color)])
    func colorForms(text: String, expected: Color) throws {
        #expect(try Self.theme("info:\(text)")[.info].foreground == expected)
    }

    @Test("every color name, in palette order", arguments: Array(Color.paletteNames.enumerated()))
    func colorNames(index: Int, name: String) throws {
        #expect(try Self.theme("prompt:\(name)")[.prompt].foreground == .palette(UInt8(index)))
    }

    @Test("attributes: given ones replace the element's, regular clears, a color alone keeps them", arguments: [
        ("label:bold", Attributes.bold), ("label:dim", .dim), ("label:italic", .italic), ("label:underline", .underline),
        ("label:reverse", .reverse), ("label:1:bold:underline", [.bold, .underline]), ("label:regular", []),
        ("label:bold:regular:dim", .dim), ("label:red", .bold), ("bw,current:reverse", .reverse),
    ] as [(String, Attributes)])
    func attributes(spec: String, expected: Attributes) throws {
        let element: ThemeElement = spec.contains("current") ? .current : .label
        #expect(try Self.theme(spec)[element].attributes == expected)
    }

    @Test("entries are separated by commas or white space, in any number", arguments: [
        "dark,fg:1,hl:2", "dark fg:1 hl:2", "dark, fg:1,  hl:2", "dark\tfg:1\nhl:2", ",,dark,,fg:1,hl:2,,", " dark fg:1 hl:2 ",
        // Caught by the color fuzz target's separator check: fzf's white space (Go's \s) also has CR
        // and FF, and CR LF (one Character to Swift, so it was no separator) ends a CRLF file's lines.
        "dark\r\nfg:1\r\nhl:2\r\n", "dark\rfg:1\rhl:2", "dark\u{0C}fg:1\u{0C}hl:2", "dark,\r\n fg:1,\r\n hl:2",
    ])
    func separators(spec: String) throws {
        var expected = Theme.dark
        expected[.fg].foreground = .palette(1)
        expected[.hl].foreground = .palette(2)
        #expect(try Self.theme(spec) == expected)
    }

    @Test("base schemes, first or later (a later one starts over)", arguments: [
        ("dark", ColorScheme.dark), ("light", .light), ("16", .sixteen), ("base16", .sixteen), ("bw", .bw),
        ("default", .standard), ("", .standard), ("fg:1,light", .light),
    ] as [(String, ColorScheme)])
    func bases(spec: String, scheme: ColorScheme) throws {
        for depth in ColorDepth.allCases {
            #expect(try Self.theme(spec, depth: depth) == Theme.base(scheme, depth: depth))
        }
    }

    @Test("a bad spec is refused, naming the bad entry", arguments: [
        ("fg:purple", "fg:purple", ColorSpecError.Problem.unknownValue("purple")),
        ("dark,fgg:1", "fgg:1", .unknownElement("fgg")),
        ("dark :1", ":1", .unknownElement("")),
        ("hl:256", "hl:256", .colorOutOfRange("256")),
        ("hl:1000", "hl:1000", .colorOutOfRange("1000")),
        ("hl:-2", "hl:-2", .colorOutOfRange("-2")),
        ("hl:#12345", "hl:#12345", .unknownValue("#12345")),
        ("hl:#gggggg", "hl:#gggggg", .unknownValue("#gggggg")),
        ("hl:#1234567", "hl:#1234567", .unknownValue("#1234567")),
        ("label:1:2", "label:1:2", .twoColors),
        ("fg:1,label:", "label:", .missingValue),
        ("fg", "fg", .unknownScheme),
        ("dark,solarized", "solarized", .unknownScheme),
        ("label:bold:blink", "label:bold:blink", .unknownValue("blink")),
        ("label:Red", "label:Red", .unknownValue("Red")),
    ] as [(String, String, ColorSpecError.Problem)])
    func badSpecs(spec: String, entry: String, problem: ColorSpecError.Problem) {
        #expect(throws: ColorSpecError(entry: entry, problem: problem)) { try ColorSpec(parsing: spec) }
        do {
            _ = try ColorSpec(parsing: spec)
        } catch {
            #expect(error.description.contains("'\(entry)'"))
        }
    }
}
