import Testing
@testable import MoodpickCore

/// Items that came before the loop began (read while the start-up probe waited, the input
/// already ended) go in through the loop (`Session.run(_:receiving:)`), so the first rest they
/// cause is announced to `--preview` and `--on-change` like any other (docs/CONTRACT.md §13).
@Suite("Items read before the session loop: their first rest is announced")
struct SessionFirstItemsTests {
    @Test("an empty strip, then every item at once: the rest on the first is announced once, and Enter chooses it",
          arguments: [true, false])
    func firstRestAnnounced(loading: Bool) throws {
        let clock = VirtualClock()
        let size = ScreenSize(columns: 80, rows: 6)
        let terminal = HeadlessTerminal(script: try ReplayScript(parsing: "100 key enter"), size: size, clock: clock)
        var picker = PickerHarness.picker(ItemStore(items: []), columns: size.columns, rows: size.rows)
        var settled: [Int] = []
        var session = Session(terminal: terminal, clock: clock)
        session.onSettle = { settled.append($0) }
        let outcome = session.run(&picker, receiving: .items(PickerHarness.moods(3), loading: loading))
        #expect(settled == [0])
        #expect(outcome == .chosen(0))
    }
}
