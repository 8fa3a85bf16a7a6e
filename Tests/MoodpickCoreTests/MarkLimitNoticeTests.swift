import Testing
@testable import MoodpickCore

/// A mark refused at the `--multi=N` limit says why on the help row, until the next key
/// (docs/CONTRACT.md §12).
@Suite("The refused mark's notice")
struct MarkLimitNoticeTests {
    /// The key help alone, as the row shows it with no notice.
    static var help: String { helpRow(picker(limit: 2)).text }

    /// The help row (the last) of `picker` at 80 × 24, and its style codes.
    static func helpRow(_ picker: Picker, view: StripView = StripView()) -> (text: String, styles: String) {
        let frame = view.frame(of: picker)
        return (frame.textLines[23], frame.styleLines(legend: Look.legend())[23])
    }

    static func picker(limit: Int) -> Picker { PickerHarness.picker(options: PickerOptions(multi: limit)) }

    @Test("--multi=2: the third Tab is refused and says so; the next key clears it")
    func thirdTab() {
        var picker = Self.picker(limit: 2)
        PickerHarness.press([.tab, .tab], into: &picker, from: .zero, spacing: .milliseconds(100))
        #expect(!Self.helpRow(picker).text.hasPrefix("limit"), "two marks are within the limit")
        picker.handle(.key(.tab), at: .milliseconds(200))
        PickerHarness.settle(&picker)
        #expect(picker.marks.items == [0, 1])
        let row = Self.helpRow(picker)
        #expect(row.text.hasPrefix("limit 2 marked · " + Self.help.prefix(30)), "\(row.text)")
        #expect(Set(row.styles).count == 1 && row.styles.count == DisplayWidth.columns(of: row.text), "one style: the help's")
        picker.handle(.key(.left), at: .seconds(2))
        #expect(Self.helpRow(picker).text == Self.help, "gone at the next key")
    }

    @Test("Ctrl-T and Ctrl-A refused at the limit say so too; unmarking does not", arguments: [
        ([Key.tab, .ctrlT], "limit 1 marked"),
        ([Key.ctrlA], "limit 1 marked"),
        ([Key.tab, .left, .tab], nil),  // the second Tab unmarks
    ] as [([Key], String?)])
    func otherKeys(keys: [Key], notice: String?) {
        var picker = Self.picker(limit: 1)
        PickerHarness.press(keys, into: &picker, from: .zero, spacing: .milliseconds(400))
        let text = Self.helpRow(picker).text
        if let notice {
            #expect(text.hasPrefix(notice + " · "), "\(text)")
        } else {
            #expect(text == Self.help)
        }
    }

    @Test("--no-help: the notice alone on the help row; ASCII: ASCII separator")
    func withoutHelp() {
        var picker = Self.picker(limit: 1)
        PickerHarness.press([.tab, .tab], into: &picker, from: .zero, spacing: .milliseconds(100))
        #expect(Self.helpRow(picker, view: StripView(showsHelp: false)).text == "limit 1 marked")
        #expect(Self.helpRow(picker, view: StripView(ascii: true)).text.hasPrefix("limit 1 marked | "))
    }
}
