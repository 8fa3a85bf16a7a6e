import Testing
@testable import MoodpickCore

/// Labels of `PickerHarness.moods()`: 0 happy, 1 sad, 2 angry, 3 sleepy, 4 thoughtful, 5 in love,
/// 6 cool, 7 festive, 8 shocked, 9 relieved, 10 sick, 11 determined, 12 pleading, 13 amused,
/// 14 unimpressed, 15 blessed.
@Suite("Picker: type-ahead (--jump)")
struct PickerTypeAheadTests {
    /// A picker with `--jump`: typing jumps by label prefix instead of filtering.
    static func picker(_ items: ItemStore = PickerHarness.moods(), columns: Int = 80, rows: Int = 24, start: Int = 0) -> Picker {
        PickerHarness.picker(items, columns: columns, rows: rows, options: PickerOptions(jump: true), start: start)
    }

    /// Types each character of `text` 100 ms apart from `start`; returns the time after.
    @discardableResult
    static func type(_ text: String, into picker: inout Picker, from start: Duration = .zero,
                     spacing: Duration = .milliseconds(100)) -> Duration {
        var time = start
        for character in text {
            picker.handle(.key(.character(character)), at: time)
            time += spacing
        }
        return time
    }

    @Test("a first character searches from the item after the current one", arguments: [
        (0, Character("s"), 1), (1, "s", 3), (3, "s", 8), (8, "s", 10), (10, "s", 1),
        (0, "S", 1), (5, "h", 0), (0, "h", 0), (0, "z", 0), (4, "A", 13), (13, "a", 2),
        (15, "b", 15), (14, "U", 14),
    ])
    func firstCharacter(start: Int, character: Character, expected: Int) {
        var picker = Self.picker(start: start)
        picker.handle(.key(.character(character)), at: .zero)
        #expect(picker.target == expected)
        #expect(picker.typeAhead.text == String(character))
        PickerHarness.settle(&picker)
        #expect(picker.offset == picker.layout.center(of: expected))
    }

    @Test("typing the same first letter again after the reset cycles through its items")
    func cycles() {
        var picker = Self.picker(start: 0)
        var seen: [Int?] = []
        for second in 0..<5 {
            picker.handle(.key(.character("s")), at: .seconds(second))
            seen.append(picker.target)
        }
        #expect(seen == [1, 3, 8, 10, 1])
    }

    @Test("a growing text searches from the current item itself", arguments: [
        (0, "sh", 8), (0, "sa", 1), (0, "sl", 3), (0, "SLE", 3), (0, "in", 5), (0, "shx", 8),
        (9, "re", 9), (0, "de", 11), (0, "bL", 15), (2, "amu", 13), (0, "UNIMPRESSED", 14),
    ])
    func growing(start: Int, text: String, expected: Int) {
        var picker = Self.picker(start: start)
        Self.type(text, into: &picker)
        #expect(picker.target == expected)
        #expect(picker.typeAhead.text == text)
        PickerHarness.settle(&picker)
        #expect(picker.offset == picker.layout.center(of: expected))
    }

    @Test("digits and text items", arguments: [("3", 3), ("2", 2), ("z", 4), ("2N", 2), ("b", 1), ("7", 0)])
    func textItems(text: String, expected: Int) {
        var picker = Self.picker(ItemStore(items: ["alpha", "beta", "2nd place", "3rd place", "Zulu"]))
        Self.type(text, into: &picker)
        #expect(picker.target == expected)
    }

    @Test("the typed text resets after 1 s without typing: nextDeadline, then nothing")
    func timeout() {
        var picker = Self.picker(start: 0)
        #expect(picker.nextDeadline == nil)
        picker.handle(.key(.character("s")), at: .zero)
        #expect(picker.nextDeadline == .seconds(1))
        picker.advance(to: .milliseconds(999))
        #expect(picker.typeAhead.text == "s")
        picker.handle(.key(.character("h")), at: .milliseconds(999))
        #expect(picker.typeAhead.text == "sh")
        #expect(picker.target == 8)
        #expect(picker.nextDeadline == .milliseconds(1999))
        picker.advance(to: .milliseconds(1998))
        #expect(picker.typeAhead.text == "sh")
        picker.advance(to: .milliseconds(1999))
        #expect(picker.typeAhead.text == "")
        #expect(picker.nextDeadline == nil)
        // A new first letter then searches after the current item (8).
        picker.handle(.key(.character("s")), at: .milliseconds(2500))
        #expect(picker.target == 10)
    }

    @Test("a pause of exactly 1 s starts a new text")
    func exactlyOneSecond() {
        var picker = Self.picker(start: 0)
        picker.handle(.key(.character("s")), at: .zero)
        picker.handle(.key(.character("l")), at: .seconds(1))
        #expect(picker.typeAhead.text == "l")
        #expect(picker.target == 1)  // no label starts with "l": stays on sad
    }

    @Test("backspace erases the last character, searches again and restarts the timer")
    func backspace() {
        var picker = Self.picker(start: 0)
        Self.type("sx", into: &picker)
        #expect(picker.target == 1)
        #expect(picker.typeAhead.text == "sx")
        picker.handle(.key(.backspace), at: .milliseconds(300))
        #expect(picker.typeAhead.text == "s")
        #expect(picker.target == 1)
        #expect(picker.nextDeadline == .milliseconds(1300))
        picker.handle(.key(.character("h")), at: .milliseconds(400))
        #expect(picker.typeAhead.text == "sh")
        #expect(picker.target == 8)
        picker.handle(.key(.backspace), at: .milliseconds(500))
        picker.handle(.key(.backspace), at: .milliseconds(600))
        #expect(picker.typeAhead.text == "")
        #expect(picker.nextDeadline == nil)
        #expect(picker.target == 8)
        picker.handle(.key(.backspace), at: .milliseconds(700))  // nothing to erase
        #expect(picker.typeAhead.text == "")
        #expect(picker.target == 8)
        #expect(picker.outcome == nil)
    }

    @Test("a paste counts as typed text and never chooses", arguments: [
        ("shock", 8), ("in love", 5), ("in l", 5), ("SICK\n", 10), ("a\r\n", 2), ("\n", 0), ("zzz\n\n", 0),
    ])
    func paste(text: String, expected: Int) {
        var picker = Self.picker(start: 0)
        picker.handle(.paste(text), at: .zero)
        #expect(picker.target == expected)
        #expect(picker.outcome == nil)
        picker.advance(to: .seconds(5))
        #expect(picker.outcome == nil)
    }

    @Test("typing after a paste grows the pasted text")
    func pasteThenType() {
        var picker = Self.picker(start: 0)
        picker.handle(.paste("s"), at: .zero)
        picker.handle(.key(.character("h")), at: .milliseconds(200))
        #expect(picker.typeAhead.text == "sh")
        #expect(picker.target == 8)
    }

    @Test("the prompt line shows the typed text, and clears when it expires (30 × 8)")
    func promptLine() {
        var picker = Self.picker(columns: 30, rows: 8, start: 0)
        let view = StripView()
        Self.type("sa", into: &picker)  // "s" goes to sad (1), "sa" stays there
        PickerHarness.settle(&picker)
        #expect(picker.time < .milliseconds(1100))
        #expect(view.frame(of: picker).textLines[0] == "> sa                      2/16")
        picker.advance(to: .milliseconds(1099))
        #expect(view.frame(of: picker).textLines[0] == "> sa                      2/16")
        picker.advance(to: .milliseconds(1100))
        #expect(view.frame(of: picker).textLines[0] == ">                         2/16")
    }

    @Test("a far jump made while the strip glides settles within 0.6 s of the key, as from rest",
          arguments: [
            (0, [Key.character("s"), .character("h")], 8),  // sad, then shocked: 7 cells
            (0, [.right, .end], 15),
            (15, [.left, .home], 0),
          ])
    func farJumpWhileGliding(start: Int, keys: [Key], expected: Int) {
        // From rest, a 7-cell jump (42 columns) settles in about 0.35 s. Started while the strip
        // already moves toward it, it must not crawl for a second.
        var picker = Self.picker(start: start)
        picker.handle(.key(keys[0]), at: .zero)
        picker.handle(.key(keys[1]), at: .milliseconds(100))
        #expect(picker.target == expected)
        let rest = PickerHarness.settle(&picker)
        #expect(rest != nil)
        #expect(rest.map { $0 <= .milliseconds(700) } == true, "came to rest at \(String(describing: rest))")
    }

    @Test("the same jumps from rest settle within 0.6 s", arguments: [
        ([Key.character("s"), .character("h")], 8), ([.end], 15),
    ])
    func farJumpFromRest(keys: [Key], expected: Int) {
        var picker = Self.picker(start: 0)
        PickerHarness.press(keys, into: &picker, from: .zero, spacing: .zero)
        #expect(picker.target == expected)
        let rest = PickerHarness.settle(&picker)
        #expect(rest.map { $0 <= .milliseconds(600) } == true, "came to rest at \(String(describing: rest))")
    }
}
