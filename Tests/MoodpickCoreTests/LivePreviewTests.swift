import Testing
@testable import MoodpickCore

@Suite("Command templates")
struct CommandTemplateTests {
    static let values = CommandTemplate.Values(line: "😀 happy", index: 3, symbol: "😀", label: "happy", query: "ha p")

    @Test("placeholders become single-quoted words", arguments: [
        ("printf '%s|%s' {n} {label}", "printf '%s|%s' '3' 'happy'"),
        ("echo {}", "echo '😀 happy'"),
        ("echo {symbol}{q}", "echo '😀''ha p'"),
        ("awk '{print $1}' {}", "awk '{print $1}' '😀 happy'"),
        ("echo {nope} {", "echo {nope} {"),
        ("", ""),
    ])
    func fill(template: String, expected: String) {
        #expect(CommandTemplate(template).command(for: Self.values) == expected)
    }

    @Test("an item with quotes, $(…), backticks and ; stays one literal word")
    func hostile() {
        var values = Self.values
        values.line = "it's $(touch x); `rm -rf /` \\ \"q\""
        #expect(CommandTemplate("echo {}").command(for: values) == #"echo 'it'\''s $(touch x); `rm -rf /` \ "q"'"#)
    }
}

@Suite("Preview buffer")
struct PreviewBufferTests {
    static func text(_ buffer: PreviewBuffer) -> [String] { buffer.shownLines.map { $0.map(\.text).joined() } }

    @Test("lines are cut at the width, extra lines dropped, and the buffer says when it is full")
    func bounds() {
        var buffer = PreviewBuffer(rows: 2, columns: 5, keepsColor: true)
        buffer.append(Array("abcdefgh\nxy".utf8))
        #expect(Self.text(buffer) == ["abcd…", "xy"])
        #expect(!buffer.isFull)
        buffer.append(Array("\nmore\nand more".utf8))
        #expect(Self.text(buffer) == ["abcd…", "xy"])
        #expect(buffer.isFull)
    }

    @Test("a flood keeps what fits and no more")
    func flood() {
        var buffer = PreviewBuffer(rows: 3, columns: 10, keepsColor: true)
        for _ in 0..<10_000 { buffer.append(Array("y\n".utf8)) }
        #expect(Self.text(buffer) == ["y", "y", "y"])
        #expect(buffer.lines.count <= 4)
    }

    static let red = Style(foreground: .palette(1))

    @Test("SGR sets the style of the text after it; everything else that could move the cursor or change the terminal is dropped")
    func sanitizes() {
        var buffer = PreviewBuffer(rows: 3, columns: 40, keepsColor: true)
        buffer.append(Array("\u{1B}[2J\u{1B}]0;pwned\u{07}\u{1B}[31mred\u{1B}[0m \u{1B}[5;5Hx\u{1B}P1$r\u{1B}\\ok\u{7}\u{0}".utf8))
        #expect(buffer.shownLines == [[.init(style: Self.red, text: "red"), .init(style: .plain, text: " xok␇␀")]])
        var plain = PreviewBuffer(rows: 3, columns: 40, keepsColor: false)
        plain.append(Array("\u{1B}[1;31mred\u{1B}[m".utf8))
        #expect(plain.shownLines == [[.init(style: .plain, text: "red")]])
    }

    /// Each row's text, and under it one style code per column: b bold, r red, R bold red,
    /// g green on blue, u underlined, . plain.
    static let legend: [Style: Character] = [
        Style(attributes: .bold): "b", red: "r", Style(foreground: .palette(1), attributes: .bold): "R",
        Style(foreground: .palette(2), background: .palette(4)): "g", Style(attributes: .underline): "u", .plain: ".",
    ]

    @Test("sequences add up as a terminal reads them, one after another; runs of one style are one run", arguments: [
        ("\u{1B}[1mab\u{1B}[31mcd\u{1B}[22mef", ["abcdef"], ["bbRRrr"]),
        ("\u{1B}[1;31mab\u{1B}[0;32;44mcd\u{1B}[mef", ["abcdef"], ["RRgg.."]),
        ("\u{1B}[4ma\u{1B}[4mb\u{1B}[1m\u{1B}[22mc\nd", ["abc", "d"], ["uuu", "u"]),
        ("\u{1B}[38mx\u{1B}[5;1my", ["xy"], [".b"]),
        ("\u{1B}[?1mx\u{1B}[38:5:1my", ["xy"], [".."]),
    ] as [(String, [String], [String])])
    func styles(output: String, text: [String], styles: [String]) {
        var buffer = PreviewBuffer(rows: 3, columns: 20, keepsColor: true)
        buffer.append(Array(output.utf8))
        #expect(Self.text(buffer) == text)
        #expect(buffer.shownLines.map { runs in String(runs.flatMap { run in Array(repeating: Self.legend[run.style] ?? "?", count: run.text.count) }) } == styles)
        #expect(buffer.shownLines.allSatisfy { runs in zip(runs, runs.dropFirst()).allSatisfy { $0.style != $1.style } })
    }

    @Test("a flood of SGR with no text keeps one style, not the sequences")
    func sgrFlood() {
        var buffer = PreviewBuffer(rows: 1, columns: 10, keepsColor: true)
        for _ in 0..<10_000 { buffer.append(Array("\u{1B}[1m\u{1B}[31m".utf8)) }
        buffer.append(Array("x".utf8))
        #expect(buffer.shownLines == [[.init(style: Style(foreground: .palette(1), attributes: .bold), text: "x")]])
    }

    @Test("a CR starts the line again; a TAB goes to the next multiple of 8")
    func carriageReturnAndTab() {
        var buffer = PreviewBuffer(rows: 3, columns: 40, keepsColor: true)
        buffer.append(Array("10%\r50%\r100%\na\tb".utf8))
        #expect(Self.text(buffer) == ["100%", "a       b"])
    }

    @Test("a failed command shows its status on the last row")
    func status() {
        var buffer = PreviewBuffer(rows: 2, columns: 20, keepsColor: false)
        buffer.append(Array("one\ntwo\nthree\n".utf8))
        buffer.finish(status: 3)
        #expect(Self.text(buffer) == ["one", "[exit 3]"])
        var ok = PreviewBuffer(rows: 2, columns: 20, keepsColor: false)
        ok.append(Array("done\n".utf8))
        ok.finish(status: 0)
        #expect(Self.text(ok) == ["done"])
    }
}

@Suite("Preview in the frame")
struct PreviewFrameTests {
    @Test("the preview's rows sit under the label, in the colors and attributes its SGR asked for")
    func colors() {
        var options = PickerOptions()
        options.placement = .inline(rows: 8)
        options.previewRows = 3
        let items = ItemStore(items: ["a", "b"])
        let picker = PickerHarness.picker(items, columns: 40, rows: 8, options: options)
        var preview = PreviewBuffer(rows: 3, columns: 40, keepsColor: true)
        preview.append(Array("\u{1B}[2J\u{1B}[31mred\u{1B}[0m \u{1B}[1;38;5;208mbold\n".utf8))
        let frame = StripView().frame(of: picker, preview: preview)
        #expect(frame.textLines == [
            ">                                    1/2",
            "                  ▕ a ▏  b",
            "                    a",
            "red bold",
            "",
            "",
            "  ●───────────────────────────────────",
            "←/→ move · enter choose · esc cancel ·…",
        ])
        // r: red (31); o: bold in color 208 (1;38;5;208); the blank between them plain.
        let legend: [Style: Character] = [Style(foreground: .palette(1)): "r", Style(foreground: .palette(208), attributes: .bold): "o"]
        #expect(frame.styleLines(legend: legend)[3..<6] == ["rrr.oooo", "", ""])
    }
}
