import Testing
@testable import MoodpickCore

/// The picker's effects: what its update asks the loop to do, above all the settle event
/// (`.settled`, the page-did-change callback) that `--preview` and `--on-change` run on.
@Suite("Picker effects")
struct PickerEffectTests {
    /// Every effect of a run of events, each stamped with its time, then time runs on to rest.
    static func effects(_ picker: inout Picker, _ events: [(Double, InputEvent)]) -> [(Double, PickerEffect)] {
        var out: [(Double, PickerEffect)] = []
        for (ms, event) in events {
            out += picker.handle(event, at: PickerHarness.ms(ms)).map { (ms, $0) }
        }
        var ms = events.last?.0 ?? 0
        while picker.isAnimating && ms < 10_000 {
            ms += 1000.0 / 60
            out += picker.advance(to: PickerHarness.ms(ms)).map { (ms, $0) }
        }
        return out
    }

    static func settles(_ effects: [(Double, PickerEffect)]) -> [Int] {
        effects.compactMap { if case .settled(let item) = $0.1 { return item } else { return nil } }
    }

    @Test("a new picker has come to rest on its start item once")
    func start() {
        var picker = PickerHarness.picker(start: 4)
        #expect(picker.advance(to: .zero) == [.restFrame, .settled(item: 4)])
        #expect(picker.advance(to: .zero) == [])
    }

    @Test("a key glide: nothing while it glides, one rest frame and one settle when it rests")
    func keyGlide() {
        var picker = PickerHarness.picker()
        picker.advance(to: .zero)  // the start's rest
        let effects = Self.effects(&picker, [(0, .key(.right))])
        #expect(effects.map(\.1) == [.restFrame, .settled(item: 1)])
        #expect(effects.first!.0 > 0, "not at the press: when the strip rests")
    }

    @Test("a burst of presses settles once, on the last target")
    func burst() {
        var picker = PickerHarness.picker()
        picker.advance(to: .zero)  // the start's rest
        let effects = Self.effects(&picker, [(0, .key(.right)), (30, .key(.right)), (60, .key(.right))])
        #expect(Self.settles(effects) == [3])
    }

    @Test("coming back to the same item rests without a settle event")
    func sameItem() {
        var picker = PickerHarness.picker(start: 2)
        picker.advance(to: .zero)  // the start's rest
        let effects = Self.effects(&picker, [(0, .key(.right)), (20, .key(.left))])
        #expect(effects.map(\.1) == [.restFrame])
    }

    @Test("a drag settles nothing while the pointer holds the strip; the fling settles once when it rests")
    func fling() {
        var picker = PickerHarness.picker(start: 0)
        picker.advance(to: .zero)  // the start's rest
        let row = PickerPointerTests.stripRow
        var events: [(Double, InputEvent)] = [(0, .press(column: 60, row: row))]
        for step in 1...10 { events.append((Double(step) * 10, .drag(column: 60 - step * 3, row: row))) }
        events.append((110, .release(column: 30, row: row)))
        let effects = Self.effects(&picker, events)
        #expect(effects.allSatisfy { $0.0 > 110 }, "nothing before the release")
        #expect(Self.settles(effects).count == 1)
        #expect(Self.settles(effects).first == picker.selectedItem)
        #expect(picker.selectedItem! > 2, "a fling to the left goes several cells on")
    }

    @Test("a click on another cell settles there once it rests; a click on the centered one chooses, no settle")
    func click() {
        var picker = PickerHarness.picker(start: 0)
        picker.advance(to: .zero)  // the start's rest
        let row = PickerPointerTests.stripRow
        let effects = Self.effects(&picker, [(0, .press(column: 46, row: row)), (40, .release(column: 46, row: row))])
        #expect(effects.map(\.1) == [.restFrame, .settled(item: 1)])
        let choose = Self.effects(&picker, [(2000, .press(column: 40, row: row)), (2040, .release(column: 40, row: row))])
        #expect(choose.map(\.1) == [.ended(.chosen(1))] && picker.outcome == .chosen(1))
    }

    @Test("a filter change rests on the best match at once: one settle; widening back to the same item, none")
    func filterChange() {
        var picker = PickerHarness.picker(start: 0)
        picker.advance(to: .zero)  // the start's rest
        #expect(picker.handle(.key(.character("s")), at: .zero) == [.restFrame, .settled(item: 1)])  // sad
        #expect(picker.handle(.key(.character("l")), at: .zero) == [.restFrame, .settled(item: 3)])  // sleepy
        #expect(picker.handle(.key(.backspace), at: .zero) == [.restFrame, .settled(item: 1)])
        #expect(picker.handle(.key(.ctrlU), at: .zero) == [.restFrame])  // every item, still on sad
    }

    @Test("Ctrl-Z is an effect the loop carries out, not a special case in it")
    func suspend() {
        var picker = PickerHarness.picker()
        picker.advance(to: .zero)  // the start's rest
        #expect(picker.handle(.key(.ctrlZ), at: .zero) == [.suspend])
    }

    @Test("the end of the run is an effect: Enter, Esc, and the input's end each end it once")
    func ended() {
        var chooses = PickerHarness.picker(start: 2)
        #expect(chooses.update(.input(.key(.enter)), at: .zero) == [.restFrame, .settled(item: 2), .ended(.chosen(2))])
        #expect(chooses.update(.input(.key(.escape)), at: .zero) == [], "the first outcome stands")
        var cancels = PickerHarness.picker()
        cancels.advance(to: .zero)  // the start's rest
        #expect(cancels.update(.input(.key(.escape)), at: .zero) == [.ended(.cancelled)])
        var ends = PickerHarness.picker()
        ends.advance(to: .zero)
        #expect(ends.update(.inputEnded, at: .zero) == [.ended(.cancelled)] && ends.outcome == .cancelled)
    }

    @Test("a search slice that finishes the search returns its rest, with no other call")
    func searchSlice() {
        let lines = (0..<(Picker.searchSlice + 10)).map { $0 == 9 ? "needle" : "hay \($0)" }
        var picker = PickerHarness.picker(ItemStore(items: lines))
        picker.advance(to: .zero)
        #expect(picker.update(.input(.key(.character("n"))), at: .zero).isEmpty && picker.isSearching)
        #expect(picker.update(.searchSlice(Picker.searchSlice), at: .zero) == [.restFrame, .settled(item: 9)])
    }
}
