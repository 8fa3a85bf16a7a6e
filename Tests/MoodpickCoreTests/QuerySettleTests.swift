import Testing
@testable import MoodpickCore

/// A `--preview` or `--on-change` that uses `{q}` runs again when the query changes, even when
/// the strip stays on the same item: the picker announces a rest under a new query too.
@Suite("Picker: settles under a new query")
struct QuerySettleTests {
    /// The items the picker settles on while `typed` is typed (one key each, 50 ms apart).
    private static func settles(typing typed: String, settlesOnQuery: Bool) -> [Int] {
        var options = PickerOptions()
        options.settlesOnQuery = settlesOnQuery
        let items = ItemStore(items: ["payment-flow", "fix/payment", "main"])
        var picker = PickerHarness.picker(items, options: options)
        picker.advance(to: .zero)  // the start's rest, on payment-flow
        let events = typed.enumerated().map { (Double($0.offset) * 50, InputEvent.key(.character($0.element))) }
        return PickerEffectTests.settles(PickerEffectTests.effects(&picker, events))
    }

    @Test("with {q}: every query that keeps the same item settles again; without, none does")
    func sameItem() {
        // `pay`, `paym`, `payme`: payment-flow stays the best match and the centred item.
        #expect(Self.settles(typing: "payme", settlesOnQuery: true) == [0, 0, 0, 0, 0])
        #expect(Self.settles(typing: "payme", settlesOnQuery: false) == [])
    }

    @Test("with {q}: coming back to the same item under the same query does not settle again")
    func sameQuery() {
        var options = PickerOptions()
        options.settlesOnQuery = true
        var picker = PickerHarness.picker(options: options)
        picker.advance(to: .zero)
        let effects = PickerEffectTests.effects(&picker, [(0, .key(.right)), (20, .key(.left))])
        #expect(PickerEffectTests.settles(effects) == [])
    }

    @Test("the command templates say whether they use {q}", arguments: [
        ("git log {}", false), ("grep -- {q} {}", true), ("echo {query}", false), ("echo {q}{n}", true),
    ])
    func templates(text: String, uses: Bool) {
        #expect(CommandTemplate(text).usesQuery == uses)
    }
}
