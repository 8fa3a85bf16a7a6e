import Testing
@testable import MoodpickCore

/// Motion as a terminal shows it: whole columns. Headless runs (virtual clock, 80 columns, the
/// sixteen moods of 6 columns a cell) are read frame by frame, as `--trace` writes them, and a
/// column step is a frame whose drawn column of the strip differs from the frame before.
@Suite("Glide trace")
struct GlideTraceTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        /// The cell the strip must rest on.
        var target: Int
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "a single Right", script: "0 key right", target: 1),
        Scenario(name: "a burst of five Rights, 30 ms apart",
                 script: (0..<5).map { "\($0 * 30) key right" }.joined(separator: "\n"), target: 5),
        Scenario(name: "End: fifteen cells in one glide", script: "0 key end", target: 15),
        // The center is column 40, cell 0 spans 38-41, so column 64 is on cell 4: a click there centers it.
        Scenario(name: "a click four cells away", script: "0 press 64 11\n40 release 64 11", target: 4),
        // 20 columns to the left in 50 ms (400 col/s): the fling projects past the end.
        Scenario(name: "a fast fling drag",
                 script: "0 press 60 11\n" + (1...10).map { "\($0 * 5) drag \(60 - 2 * $0) 11" }.joined(separator: "\n")
                    + "\n55 release 40 11", target: 15),
    ]

    /// The times at which the drawn column changed, and the run.
    static func steps(_ scenario: Scenario) throws -> (steps: [Duration], run: HeadlessRun) {
        let run = try PickerHarness.run(scenario.script)
        let geometry = run.picker.geometry
        var steps: [Duration] = []
        var previous: Int?
        for record in run.records {
            let column = geometry.drawnLeft(of: 0, offset: record.offset)
            if let previous, column != previous { steps.append(record.time) }
            previous = column
        }
        return (steps, run)
    }

    @Test("no two successive column steps more than 50 ms apart, the first within 50 ms of the input", arguments: scenarios)
    func gaps(scenario: Scenario) throws {
        let (steps, run) = try Self.steps(scenario)
        #expect(steps.count >= 5)
        for (earlier, later) in zip(steps, steps.dropFirst()) {
            #expect(later - earlier <= .milliseconds(50), "steps at \(earlier) and \(later)")
        }
        // The motion starts promptly too: the first step after the first event that moves the strip.
        let firstMove = try #require(run.events.first(where: { if case .press = $0.0 { false } else { true } })?.1)
        let first = try #require(steps.first)
        #expect(first - firstMove <= .milliseconds(50))
        // And the rest frame follows the last step within 50 ms.
        let rest = try #require(run.records.last?.time)
        #expect(rest - steps.last! <= .milliseconds(50))
    }

    @Test("monotone, no overshoot, and exact rest on center(target)", arguments: scenarios)
    func restsExactly(scenario: Scenario) throws {
        let (_, run) = try Self.steps(scenario)
        let offsets = run.records.map(\.offset)
        let center = run.picker.layout.center(of: scenario.target)
        #expect(offsets == offsets.sorted(), "the strip only ever moves one way")
        #expect(offsets.allSatisfy { $0 <= center }, "it never passes the target")
        #expect(offsets.last == center)
        #expect(run.picker.target == scenario.target)
        #expect(!run.picker.isAnimating)
    }

    @Test("a single key press comes to rest within 250 ms; after the last press of a burst the strip rests no later")
    func singlePressRest() throws {
        let single = try #require(try PickerHarness.run("0 key right").records.last?.time)
        #expect(single <= .milliseconds(250))
        // A burst of ten, 30 ms apart: its rest comes later in all, but not longer after the last press.
        let burst = try PickerHarness.run((0..<10).map { "\($0 * 30) key right" }.joined(separator: "\n"))
        let burstRest = try #require(burst.records.last?.time)
        #expect(burstRest - .milliseconds(270) <= single)
        #expect(burst.records.last?.offset == 60)
    }
}
