import Testing
@testable import MoodpickCore

/// `--confirm`'s keys and pointer (docs/CONTRACT.md, "Confirm"): the mark moves, glides by the
/// strip's motion, and Enter, an accelerator or a click chooses; Esc cancels.
@Suite("Confirm picker: keys, glide and choice")
struct ConfirmPickerTests {
    static func picker(_ list: String = "Yes,No,Always,Never", start: Int = 0, animated: Bool = false) throws -> ConfirmPicker {
        var options = PickerOptions()
        options.animated = animated
        return ConfirmPicker(buttons: try ConfirmButtons(parsing: list), start: start, view: ConfirmView(question: "Really?"), options: options,
                             picture: ScreenSize(columns: 60, rows: 3))
    }

    /// The keys, one each 10 ms, then the target and the outcome.
    static func press(_ keys: [Key], on picker: inout ConfirmPicker) {
        for (k, key) in keys.enumerated() { _ = picker.update(.input(.key(key)), at: .milliseconds(10 * (k + 1))) }
    }

    @Test("keys move the mark and choose", arguments: [
        ([Key.right, .enter], 0, Outcome.chosen(1) as Outcome?),
        ([.right, .right, .right, .right, .enter], 0, .chosen(3)),
        ([.left, .enter], 0, .chosen(0)),
        ([.tab, .tab, .tab, .tab], 0, nil),
        ([.backTab, .enter], 0, .chosen(3)),
        ([.end, .left, .space], 0, .chosen(2)),
        ([.home, .enter], 2, .chosen(0)),
        ([.character("a")], 0, .chosen(2)),
        ([.character("N")], 0, .chosen(1)),
        ([.character("e"), .character("q"), .down, .enter], 0, .chosen(1)),
        ([.right, .escape], 0, .cancelled),
        ([.ctrlC], 0, .cancelled),
        ([.enter], 3, .chosen(3)),
    ])
    func keys(keys: [Key], start: Int, outcome: Outcome?) throws {
        var picker = try Self.picker(start: start)
        Self.press(keys, on: &picker)
        #expect(picker.outcome == outcome)
        if outcome == nil { #expect(picker.target == 0, "four Tabs go round") }
    }

    @Test("an accelerator marks its button, then ends: the last frame shows the choice")
    func acceleratorMarks() throws {
        var picker = try Self.picker()
        let effects = picker.update(.input(.key(.character("a"))), at: .milliseconds(10))
        #expect(picker.target == 2)
        #expect(effects.contains(.ended(.chosen(2))))
    }

    @Test("the mark glides: between the two buttons mid-way, on the second at rest")
    func glide() throws {
        var picker = try Self.picker(animated: true)
        _ = picker.update(.input(.key(.right)), at: .milliseconds(10))
        #expect(picker.isAnimating)
        _ = picker.update(.advance, at: .milliseconds(60))
        let layout = picker.view.layout(of: picker.buttons)
        #expect(picker.offset > 0 && picker.offset < layout.center(of: 1), "offset \(picker.offset)")
        #expect(picker.frame().textLines[1].contains("▕") && !picker.frame().textLines[1].contains("▕ No ▏"))
        _ = picker.update(.advance, at: .seconds(3))
        #expect(!picker.isAnimating)
        #expect(picker.offset == layout.center(of: 1))
        #expect(picker.frame().textLines[1].contains("▕ No ▏"))
    }

    @Test("a click on a button chooses it; a click beside the row does nothing")
    func click() throws {
        var picker = try Self.picker()
        // Yes,No,Always,Never: widths 7, 6, 10, 9 and 3 spacings = 35; the row starts at (60 - 35) / 2 = 12.
        _ = picker.update(.input(.press(column: 5, row: 1)), at: .milliseconds(10))
        _ = picker.update(.input(.release(column: 5, row: 1)), at: .milliseconds(20))
        #expect(picker.outcome == nil)
        _ = picker.update(.input(.press(column: 29, row: 1)), at: .milliseconds(30))
        #expect(picker.target == 2)
        _ = picker.update(.input(.release(column: 29, row: 1)), at: .milliseconds(40))
        #expect(picker.outcome == .chosen(2))
    }

    @Test("the end of input cancels")
    func inputEnded() throws {
        var picker = try Self.picker()
        _ = picker.update(.inputEnded, at: .milliseconds(10))
        #expect(picker.outcome == .cancelled)
    }
}
