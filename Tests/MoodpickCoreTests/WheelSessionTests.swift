import Testing
@testable import MoodpickCore

@Suite("Wheel picker in the session loop: the loop the strip runs in, through SessionModel")
struct WheelSessionTests {
    /// Runs `script` over `stack` in a `Session` with a virtual clock; the outcome, the frames
    /// drawn and the picker at the end.
    static func run(_ script: String, stack: WheelStack, columns: Int = 80, rows: Int = 6) throws
        -> (outcome: Outcome, records: [FrameRecord], picker: WheelPicker) {
        let clock = VirtualClock()
        let size = ScreenSize(columns: columns, rows: rows)
        let terminal = HeadlessTerminal(script: try ReplayScript(parsing: script), size: size, clock: clock)
        var picker = WheelPicker(stack: stack, picture: size)
        var records: [FrameRecord] = []
        let session = Session(terminal: terminal, clock: clock, onFrame: { records.append($0) })
        let outcome = session.run(&picker)
        return (outcome, records, picker)
    }

    @Test("a leap-year date picked with keys: 2024-01-31, Down to the month, Right: 2024-02-29, drawn at rest")
    func leapYear() throws {
        let stack = try WheelSpec.date(start: "2024-01-31", min: nil, max: nil, today: WheelPickerTests.today)
        let run = try Self.run("0 key down\n100 key right\n2000 key enter", stack: stack)
        #expect(run.outcome == .chosen(1))
        #expect(run.picker.stack.output(.line) == "2024-02-29")
        let last = try #require(run.records.last)
        #expect(last.frame.textLines[4].contains("2024-02-29 Thursday"))
        #expect(run.records.count > 3)  // the glide was drawn frame by frame
    }

    @Test("a script with no Enter ends cancelled, every wheel at rest on its selection")
    func endsAtRest() throws {
        let stack = try WheelSpec.time(step: 15, start: "09:30", min: nil, max: nil, now: TimeOfDay(hour: 0, minute: 0)!)
        let run = try Self.run("0 key right\n10 key down\n20 key right\n30 press 40 2\n50 drag 30 2\n60 release 30 2", stack: stack)
        #expect(run.outcome == .cancelled)
        #expect(!run.picker.isAnimating)
        #expect(run.picker.offsets == run.picker.view.restingOffsets(of: run.picker.stack))
    }
}
