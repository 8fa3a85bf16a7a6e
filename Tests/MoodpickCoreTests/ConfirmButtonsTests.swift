import Testing
@testable import MoodpickCore

/// `--confirm`'s labels read into buttons (docs/CONTRACT.md, "Confirm"): `&` marks, first
/// letters, the 64-button limit and every usage error.
@Suite("Confirm buttons: labels, accelerators and limits")
struct ConfirmButtonsTests {
    @Test("labels and accelerators", arguments: [
        ("Yes,No", ["Yes", "No"], ["y", "n"] as [Character?]),
        ("Yes,No,Always,Never", ["Yes", "No", "Always", "Never"], ["y", "n", "a", nil]),
        ("&Yes,&No,Ne&ver", ["Yes", "No", "Never"], ["y", "n", "v"]),
        ("Never,&No", ["Never", "No"], [nil, "n"]),
        ("Save && quit,&Quit", ["Save & quit", "Quit"], ["s", "q"]),
        ("OK,Can&cel", ["OK", "Cancel"], ["o", "c"]),
        ("1 file,2 files", ["1 file", "2 files"], ["1", "2"]),
        ("--,Yes", ["--", "Yes"], [nil, "y"]),
    ])
    func parse(list: String, labels: [String], accelerators: [Character?]) throws {
        let buttons = try ConfirmButtons(parsing: list)
        #expect(buttons.labels == labels)
        #expect(buttons.accelerators == accelerators)
    }

    @Test("where the accelerator sits in its label")
    func offsets() throws {
        #expect(try ConfirmButtons(parsing: "&Yes,Ne&ver,Save && &quit").acceleratorOffsets == [0, 2, 7])
    }

    @Test("a key chooses its button in either case; other keys none")
    func keys() throws {
        let buttons = try ConfirmButtons(parsing: "&Yes,&No,Ne&ver")
        #expect(buttons.button(forKey: "v") == 2)
        #expect(buttons.button(forKey: "V") == 2)
        #expect(buttons.button(forKey: "N") == 1)
        #expect(buttons.button(forKey: "e") == nil)
    }

    @Test("64 buttons are taken, 65 refused")
    func limit() throws {
        let labels = (0..<64).map { "b\($0)" }
        #expect(try ConfirmButtons(parsing: labels.joined(separator: ",")).count == 64)
        #expect(throws: ConfirmUsageError.tooMany(65)) { try ConfirmButtons(parsing: (labels + ["x"]).joined(separator: ",")) }
    }

    @Test("usage errors", arguments: [
        ("Yes,,No", ConfirmUsageError.emptyLabel(1)),
        ("", .emptyLabel(0)),
        ("Yes, ", .emptyLabel(1)),
        ("&Yes,&yay", .clash("Yes", "yay", "y")),
        ("Yes&", .danglingMark("Yes&")),
        ("&Y&es", .twoMarks("&Y&es")),
        ("&-x", .markedNonLetter("&-x")),
    ])
    func refused(list: String, error: ConfirmUsageError) {
        #expect(throws: error) { try ConfirmButtons(parsing: list) }
    }

    @Test("the messages name the buttons")
    func messages() {
        #expect(ConfirmUsageError.clash("Yes", "yay", "y").description == "--confirm: Yes and yay both mark y with &; mark another letter of one of them")
        #expect(ConfirmUsageError.tooMany(65).description == "--confirm takes at most 64 buttons, not 65")
    }
}
