import Testing
@testable import MoodpickCore

/// The loop's own steps: the end of input, resizes and frames, each in one place.
@Suite("Session loop")
struct SessionLoopTests {
    @Test("when the input ends while the strip glides, the run ends once it rests, cancelled")
    func inputEndsAfterTheRest() throws {
        let run = try PickerHarness.run("0 key right")
        #expect(run.outcome == .cancelled)
        #expect(run.records.last?.offset == PickerHarness.pitch, "the last frame is the rest on the second cell")
        #expect(run.events.count == 1, "no key is made up for the end of input")
        #expect(run.terminal.deadlines.last == Duration?.none, "the last wait had no deadline: nothing moved")
    }

    @Test("a resize reaches the picker as the picture's size, and the whole picture is drawn again")
    func resize() throws {
        let run = try PickerHarness.run("0 resize 60 20\n100 key enter")
        #expect(run.picker.picture == ScreenSize(columns: 60, rows: 20))
        #expect(run.terminal.invalidateTimes == [.zero])
        #expect(run.records.map(\.frame.size.columns) == [80, 60])
        #expect(run.outcome == .chosen(0))
    }
}
