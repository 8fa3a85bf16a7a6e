import MoodpickCore
import Testing

@testable import MoodpickTerminal

// MARK: - SGR (mode 1006): ESC [ < b ; x ; y M|m, 1-based cells

@Test(arguments: [
    ("0;10;5", "M", InputEvent.press(column: 9, row: 4)),
    ("0;1;1", "M", .press(column: 0, row: 0)),
    ("0;10;5", "m", .release(column: 9, row: 4)),
    ("32;11;5", "M", .drag(column: 10, row: 4)),
    ("64;3;2", "M", .wheel(.up, column: 2, row: 1)),
    ("65;3;2", "M", .wheel(.down, column: 2, row: 1)),
    // The horizontal wheel: 66 left, 67 right (a sideways trackpad swipe).
    ("66;3;2", "M", .wheel(.left, column: 2, row: 1)),
    ("67;3;2", "M", .wheel(.right, column: 2, row: 1)),
    ("0;500;300", "M", .press(column: 499, row: 299)),
    ("0;1000;1", "m", .release(column: 999, row: 0)),
    // Shift (4), alt (8) and ctrl (16) are ignored.
    ("4;2;3", "M", .press(column: 1, row: 2)),
    ("8;2;3", "M", .press(column: 1, row: 2)),
    ("16;2;3", "M", .press(column: 1, row: 2)),
    ("28;2;3", "M", .press(column: 1, row: 2)),
    ("20;2;3", "m", .release(column: 1, row: 2)),
    ("36;7;1", "M", .drag(column: 6, row: 0)),
    ("56;7;1", "M", .drag(column: 6, row: 0)),
    ("68;4;4", "M", .wheel(.up, column: 3, row: 3)),
    ("73;4;4", "M", .wheel(.down, column: 3, row: 3)),
    ("81;4;4", "M", .wheel(.down, column: 3, row: 3)),
])
func sgrReports(body: String, final: String, event: InputEvent) {
    #expect(MouseReport.sgr(body: body, final: Character(final)) == event)
}

@Test(arguments: [
    ("1;5;5", "M"),    // middle button
    ("2;5;5", "M"),    // right button
    ("1;5;5", "m"),
    ("2;5;5", "m"),
    ("33;5;5", "M"),   // middle drag
    ("34;5;5", "M"),   // right drag
    ("35;5;5", "M"),   // motion with no button (mode 1003)
    ("6;5;5", "M"),    // right button with shift
    ("64;5;5", "m"),   // a wheel has no release
    ("65;5;5", "m"),
    ("66;5;5", "m"),   // nor does the horizontal wheel
    ("67;5;5", "m"),
])
func sgrReportsMoodpickIgnores(body: String, final: String) {
    #expect(MouseReport.sgr(body: body, final: Character(final)) == nil)
}

@Test(arguments: [
    "", "0", "0;1", "0;1;", ";1;1", "0;;1", "0;1;1;1", "0;1;1;",
    "a;1;1", "0;x;1", "0;1;y", "0x0;1;1", "0;1.5;1", " 0;1;1", "0;1;1 ", "0 ;1;1",
    "0;0;1", "0;1;0", "0;0;0", "0;-1;1", "0;1;-1",
    "99999999999999999999;1;1", "0;99999999999999999999;1",
])
func malformedSGRBodies(body: String) {
    #expect(MouseReport.sgr(body: body, final: "M") == nil)
    #expect(MouseReport.sgr(body: body, final: "m") == nil)
}

@Test(arguments: ["0;1;1", "64;1;1"], ["X", "~", "R", "\u{1B}"])
func sgrNeedsMOrLowercaseM(body: String, final: String) {
    #expect(MouseReport.sgr(body: body, final: Character(final)) == nil)
}

/// Button codes and cells are digits only (CSI parameters). Fails today: `Int("-64")` and
/// `Int("+0")` parse, so "-64;1;1" is read as a wheel turn and "+0;1;1" as a press.
@Test(arguments: ["-64;1;1", "-4;1;1", "-1;1;1", "+0;1;1", "0;+2;1", "0;1;+2", "+64;1;1"])
func signedSGRFieldsAreMalformed(body: String) {
    #expect(MouseReport.sgr(body: body, final: "M") == nil)
}

// MARK: - X10: ESC [ M, then b+32, x+33, y+33

@Test(arguments: [
    ([32, 33, 33], InputEvent.press(column: 0, row: 0)),
    ([32, 42, 37], .press(column: 9, row: 4)),
    ([35, 43, 38], .release(column: 10, row: 5)),
    ([64, 40, 40], .drag(column: 7, row: 7)),
    ([96, 34, 35], .wheel(.up, column: 1, row: 2)),
    ([97, 34, 35], .wheel(.down, column: 1, row: 2)),
    ([32, 255, 255], .press(column: 222, row: 222)),
    // Modifiers ignored.
    ([36, 33, 33], .press(column: 0, row: 0)),
    ([40, 33, 33], .press(column: 0, row: 0)),
    ([48, 33, 33], .press(column: 0, row: 0)),
    ([39, 34, 34], .release(column: 1, row: 1)),     // release with shift
    ([51, 34, 34], .release(column: 1, row: 1)),     // release with ctrl
    ([72, 40, 40], .drag(column: 7, row: 7)),        // drag with alt
    ([112, 33, 33], .wheel(.up, column: 0, row: 0)), // wheel with ctrl
    ([101, 33, 33], .wheel(.down, column: 0, row: 0)),
] as [([UInt8], InputEvent)])
func x10Reports(bytes: [UInt8], event: InputEvent) {
    #expect(MouseReport.x10(bytes) == event)
}

@Test(arguments: [
    [33, 40, 40], [34, 40, 40],       // middle, right
    [65, 40, 40], [66, 40, 40],       // middle and right drags
    [98, 40, 40], [99, 40, 40],       // wheel left/right: SGR reports only (X10's 3 is a release)
    [], [32], [32, 33], [32, 33, 33, 33],
    [31, 33, 33], [0, 33, 33],        // button byte below 32
    [32, 32, 33], [32, 33, 32],       // coordinates below 1
] as [[UInt8]])
func x10ReportsMoodpickIgnores(bytes: [UInt8]) {
    #expect(MouseReport.x10(bytes) == nil)
}

@Test func sgrAndX10Agree() {
    // The same left-button events, every cell of a small screen, in both encodings.
    for (code, final) in [(0, "M"), (32, "M"), (64, "M"), (65, "M"), (0, "m")] {
        for x in 1...20 {
            for y in 1...5 {
                let sgr = MouseReport.sgr(body: "\(code);\(x);\(y)", final: Character(final))
                let x10Code = final == "m" ? code | 3 : code
                let x10 = MouseReport.x10([UInt8(x10Code + 32), UInt8(x + 32), UInt8(y + 32)])
                #expect(sgr != nil)
                #expect(sgr == x10, "code \(code)\(final) at \(x),\(y)")
            }
        }
    }
}
