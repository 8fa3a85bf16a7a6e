import Testing
@testable import MoodpickCore

/// `--confirm`'s row on screen (docs/CONTRACT.md, "Confirm"), as text lines and style lines:
/// the question, the buttons centred with the mark on one, the accelerators underlined, the help.
@Suite("Confirm view: the row of buttons")
struct ConfirmViewTests {
    /// Look's legend, plus the underlined accelerator: `_` on a button, `=` on the marked one.
    static func legend() -> [Style: Character] {
        var legend = Look.legend()
        for (element, code) in [(ThemeElement.label, Character("_")), (.current, "=")] {
            var style = Look.theme.resolved(element)
            style.attributes.insert(.underline)
            legend[style] = code
        }
        return legend
    }

    static let help = "←/→ move · y/n choose · enter choose · esc cancel"

    static func picker(_ list: String = "Yes,No", start: Int = 0, question: String? = "Save?", columns: Int = 60, rows: Int = 3) throws -> ConfirmPicker {
        ConfirmPicker(buttons: try ConfirmButtons(parsing: list), start: start, view: ConfirmView(question: question, theme: Look.theme),
                      picture: ScreenSize(columns: columns, rows: rows))
    }

    @Test("Yes,No at 60 × 3, the mark on Yes")
    func yesNo() throws {
        let frame = try Self.picker().frame()
        #expect(frame.textLines == [
            "Save?",
            "                       ▕ Yes ▏   No",
            Self.help,
        ])
        #expect(frame.styleLines(legend: Self.legend()) == [
            "PPPPP",
            "                       MC=CCCM   _L",
            String(repeating: "I", count: Self.help.count),  // help shares info's style, whose code is listed first
        ])
        #expect(frame.cursor == CursorPosition(row: 1, column: 25), "on the marked label, for a screen reader")
    }

    @Test("--default 1: the mark starts on No")
    func startOnSecond() throws {
        let frame = try Self.picker(start: 1).frame()
        #expect(frame.textLines[1] == "                         Yes   ▕ No ▏")
        #expect(frame.styleLines(legend: Self.legend())[1] == "                         _LL   MC=CCM")
    }

    @Test("& marks underline their letter; a button with no letter has none")
    func marks() throws {
        let frame = try Self.picker("&Yes,&No,Ne&ver,Never", question: nil, rows: 3).frame()
        #expect(frame.textLines[0] == "             ▕ Yes ▏   No     Never     Never")
        #expect(frame.styleLines(legend: Self.legend())[0] == "             MC=CCCM   _L     LL_LL     LLLLL")
        #expect(frame.textLines[2] == "←/→ move · y/n/v choose · enter choose · esc cancel")
    }

    @Test("--ascii draws the mark with brackets")
    func ascii() throws {
        let picker = ConfirmPicker(buttons: try ConfirmButtons(parsing: "Yes,No"), view: ConfirmView(ascii: true, theme: Look.theme),
                                   picture: ScreenSize(columns: 20, rows: 3))
        #expect(picker.frame(indent: 0).textLines[0] == "   [ Yes ]   No")
    }

    @Test("rows: the question first when there is room, the help last", arguments: [
        (3, true, true, ConfirmView.Rows(rows: 3, question: true, help: true), 0 as Int?, 1, 2 as Int?),
        (1, true, true, ConfirmView.Rows(rows: 1, question: true, help: true), nil, 0, nil),
        (2, false, true, ConfirmView.Rows(rows: 2, question: false, help: true), nil, 0, 1),
        (24, true, false, ConfirmView.Rows(rows: 24, question: true, help: false), 0, 1, nil),
    ])
    func rows(rows: Int, question: Bool, help: Bool, got: ConfirmView.Rows, expectedQuestion: Int?, buttons: Int, expectedHelp: Int?) {
        #expect(got.question == expectedQuestion)
        #expect(got.buttons == buttons)
        #expect(got.help == expectedHelp)
    }
}
