import Testing
@testable import MoodpickCore

/// `EditedLineView`: the bash widget's copy of the line being edited, one row, never a control
/// raw, TABs to readline's stops, wide characters counted, the part around the cursor kept.
@Suite("The bash widget's line view")
struct EditedLineViewTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let prompt: String
        let before: String
        let after: String
        let columns: Int
        /// What is written between the carriage return and the erase to the end of the row.
        let shown: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a short line, whole", prompt: "$ ", before: "echo A", after: "B", columns: 80, shown: "$ echo AB"),
        Case(name: "ESC, BEL and DEL as readline shows them", prompt: "$ ", before: "echo A\u{1B}]2;PWNED\u{07}", after: "\u{7F}",
             columns: 80, shown: "$ echo A^[]2;PWNED^G^?"),
        Case(name: "CR LF, one cluster, is two pairs", prompt: "$ ", before: "a\r\nb", after: "", columns: 80, shown: "$ a^M^Jb"),
        Case(name: "a TAB goes to the next multiple of 8, counted from the prompt's start", prompt: "$ ", before: "ab\tc", after: "\td",
             columns: 80, shown: "$ ab    c       d"),
        Case(name: "the prompt's marked escapes take no column", prompt: "\u{01}\u{1B}[1m\u{02}$ \u{01}\u{1B}[m\u{02}", before: "a\tb",
             after: "", columns: 80, shown: "\u{1B}[1m$ \u{1B}[ma     b"),
        Case(name: "a C1 control is shown as U+FFFD", prompt: "", before: "a\u{9B}31m", after: "", columns: 80, shown: "a\u{FFFD}31m"),
        Case(name: "too long: the tail before the cursor, the cut marked", prompt: "$ ", before: String(repeating: "a", count: 30) + "END",
             after: "", columns: 20, shown: "$ <aaaaaaaaaaaaaEND"),
        Case(name: "too long on both sides: two thirds before the cursor, marks at both ends", prompt: "", before: String(repeating: "b", count: 40),
             after: String(repeating: "c", count: 40), columns: 31, shown: "<" + String(repeating: "b", count: 19) + String(repeating: "c", count: 9) + ">"),
        Case(name: "the cursor near the start: the room left before it goes after it", prompt: "$ ", before: "ab", after: String(repeating: "c", count: 40),
             columns: 21, shown: "$ ab" + String(repeating: "c", count: 15) + ">"),
        Case(name: "wide characters take two columns; one that would cross the edge is left out", prompt: "$ ", before: String(repeating: "😀", count: 20),
             after: "", columns: 20, shown: "$ <" + String(repeating: "😀", count: 8)),
        Case(name: "a prompt too wide for the row is left out", prompt: String(repeating: "p", count: 15) + "$ ", before: "echo AB", after: "",
             columns: 20, shown: "echo AB"),
    ]

    @Test(arguments: cases)
    func shown(_ example: Case) {
        let text = EditedLineView(prompt: example.prompt, before: example.before, after: example.after).text(columns: example.columns, ascii: false)
        #expect(text == "\r" + example.shown + "\u{1B}[K")
    }

    @Test("no row is wider than the screen's width less one, and no control but the prompt's ESCs is written", arguments: [10, 20, 37, 80])
    func fitsAndIsSafe(columns: Int) {
        let line = "x\u{1B}]52;c;aGk=\u{07}\t😀中" + String(repeating: "\u{1B}[2J\t", count: 10)
        for split in [0, 5, line.count] {
            let view = EditedLineView(prompt: "$ ", before: String(line.prefix(split)), after: String(line.dropFirst(split)))
            let text = view.text(columns: columns, ascii: false)
            let body = text.dropFirst().dropLast(3)
            #expect(!body.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(text.debugDescription)")
            #expect(DisplayWidth.columns(of: body) <= columns - 1, "\(text.debugDescription)")
        }
    }

    @Test("ASCII mode: what is not ASCII is one ?")
    func ascii() {
        let text = EditedLineView(prompt: "$ ", before: "é😀\u{1B}", after: "").text(columns: 80, ascii: true)
        #expect(text == "\r$ ??^[\u{1B}[K")
    }
}
