import Testing
@testable import MoodpickCore

@Suite("Session")
struct SessionTests {
    /// A script with a bit of everything: keys mid-glide, a drag, typing, a resize, the wheel.
    static let mixedScript = """
        # keys 5 ms apart, then a drag that grabs the glide
        0 key right
        5 key right
        40 press 40 11
        60 drag 35 11
        80 drag 30 11
        90 release 30 11
        400 key s
        450 key h
        900 resize 30 8
        1000 wheel down 10 3
        2500 key left
        """

    /// Scripts that end without a choice (so the run ends cancelled, at rest).
    static let endingScripts: [String] = [
        "0 key right",
        "0 key right\n0 key right\n0 key right",
        "0 key end",
        "0 key end\n100 key home",
        "0 key s\n100 key h",
        "0 press 40 11\n50 drag 20 11\n60 release 20 11",
        "0 press 40 11\n5 drag 39 11\n10 drag 38 11\n300 release 38 11",
        "0 key right\n10 resize 30 8\n20 key right",
        "0 key pgdn\n30 wheel up 0 0",
        "# nothing at all",
    ]

    @Test("a headless run is a pure function of its script: outcome, trace, screen, timing")
    func deterministic() throws {
        let first = try PickerHarness.run(Self.mixedScript)
        let second = try PickerHarness.run(Self.mixedScript)
        #expect(first.outcome == second.outcome)
        #expect(first.traceLines == second.traceLines)
        #expect(first.lastScreen == second.lastScreen)
        #expect(first.terminal.drawTimes == second.terminal.drawTimes)
        #expect(first.terminal.deadlines == second.terminal.deadlines)
        #expect(first.traceLines.count > 10)
        #expect(first.outcome == .cancelled)
    }

    @Test("a script that ends without Enter ends cancelled, at rest, the last trace line on center(target)",
          arguments: endingScripts)
    func endsAtRest(script: String) throws {
        let run = try PickerHarness.run(script)
        #expect(run.outcome == .cancelled)
        let picker = run.picker
        #expect(!picker.isAnimating)
        let target = try #require(picker.target)
        let center = picker.layout.center(of: target)
        #expect(picker.offset == center)
        let last = try #require(run.records.last)
        #expect(last.offset == center)
        #expect(last.centeredIndex == target)
        #expect(last.traceLine == "\(DecimalText.format(last.time.moodpickSeconds * 1000)) \(DecimalText.format(center)) \(target)")
        // The run ended after the last event and after the last frame.
        if let lastEvent = run.events.last { #expect(picker.time >= lastEvent.1) }
        #expect(picker.time >= last.time)
    }

    @Test("the frame in which the strip comes to rest is drawn, on exactly center(target)",
          arguments: ["0 key right", "0 key right\n0 key right", "0 key end", "0 press 40 11\n50 drag 20 11\n60 release 20 11"])
    func settleFrameDrawn(script: String) throws {
        let run = try PickerHarness.run(script)
        let spy = run.terminal
        // The last wait with a deadline is the frame tick in which the spring settled...
        let lastTimed = try #require(spy.deadlines.lastIndex(where: { $0 != nil }))
        #expect(spy.answers[lastTimed] == .timeout)
        let settleTime = try #require(spy.deadlines[lastTimed])
        // ...and that frame was drawn, at rest.
        let last = try #require(run.records.last)
        #expect(last.time == settleTime)
        #expect(spy.drawTimes.last == settleTime)
        #expect(last.offset == run.picker.layout.center(of: try #require(run.picker.target)))
        // The frame before it was still moving.
        let before = run.records[run.records.count - 2]
        #expect(before.offset != last.offset)
    }

    @Test("the trace of a key step: starts with the first frame, ends on the target")
    func traceShape() throws {
        let run = try PickerHarness.run("0 key right\n0 key right")
        #expect(run.traceLines.first == "0 0 0")
        #expect(run.traceLines.last?.hasSuffix(" 12 2") == true)
        // Offsets never decrease on the way and never pass 12.
        let offsets = run.records.map(\.offset)
        #expect(offsets == offsets.sorted())
        #expect(offsets.allSatisfy { $0 <= 12 })
    }

    @Test("Enter during a glide chooses the cell it heads to", arguments: [
        ("0 key right\n0 key right\n0 key right\n40 key enter", Outcome.chosen(3)),
        ("0 key end\n30 key space", .chosen(15)),
        ("0 key right\n20 key esc", .cancelled),
        ("0 key right\n20 key ctrl-c", .cancelled),
        ("0 key right\n20 key ctrl-g", .cancelled),
        ("0 key right\n20 key ctrl-q", .cancelled),
        ("0 key right\n20 key ctrl-z\n30 key enter", .chosen(1)),
        ("0 key s\n10 key h\n20 key enter", .chosen(8)),
        ("500 press 40 11\n550 release 40 11", .chosen(0)),
    ])
    func outcomes(script: String, expected: Outcome) throws {
        #expect(try PickerHarness.run(script).outcome == expected)
    }

    @Test("frames come at most 60 per second (no two draws closer than 16.666 ms)", arguments: [
        "0 key right\n1 key right\n2 key right\n3 key right\n4 key right",
        "0 key right\n5 key right\n10 key right\n17 key right\n20 key right\n33 key right",
        "0 press 40 11\n2 drag 39 11\n4 drag 38 11\n6 drag 37 11\n8 drag 36 11\n9 drag 30 11\n10 release 30 11",
        "0 key end\n7 key home\n8 key end\n500 wheel down 1 1\n501 wheel down 1 1",
        // Typed text expiring (at 1005 ms) while the strip glides: the prompt clears on a frame tick.
        "5 key x\n900 key right\n920 key right\n940 key right\n960 key right\n980 key right\n1000 key end",
        "0 key s\n1 key h\n2 key backspace\n3 key backspace",
    ])
    func frameCap(script: String) throws {
        let run = try PickerHarness.run(script, options: PickerOptions(jump: true))
        let times = run.terminal.drawTimes
        #expect(times.count > 2)
        for (earlier, later) in zip(times, times.dropFirst()) {
            #expect(later - earlier >= .microseconds(16_666), "frames at \(earlier) and \(later)")
        }
    }

    @Test("at rest with no typed text, the terminal is asked for input with no deadline")
    func sleepsAtRest() throws {
        let run = try PickerHarness.run("0 key right\n3000 key enter")
        let spy = run.terminal
        #expect(run.outcome == .chosen(1))
        // The wait that brought Enter had no deadline: no timer, no polling...
        let enter = try #require(spy.answers.firstIndex(of: .event(.key(.enter), at: .seconds(3))))
        #expect(spy.deadlines[enter] == nil)
        // ...and every timed wait before it belongs to the glide, long over by 1 s.
        let timed = spy.deadlines.compactMap { $0 }
        #expect(!timed.isEmpty)
        #expect(timed.allSatisfy { $0 < .seconds(1) })
        #expect(spy.deadlines.count < 80)
    }

    @Test("the first wait of an idle picker has no deadline")
    func idleFromTheStart() throws {
        let run = try PickerHarness.run("2000 key enter")
        #expect(run.terminal.deadlines == [nil])
        #expect(run.terminal.drawTimes == [.zero])
        #expect(run.outcome == .chosen(0))
    }

    @Test("--jump's typed text: the wait ends at its expiry, the prompt clears in a drawn frame, then no deadline")
    func typedTextDeadline() throws {
        let run = try PickerHarness.run("0 key s\n5000 key enter", columns: 30, rows: 8, options: PickerOptions(jump: true))
        let spy = run.terminal
        #expect(run.outcome == .chosen(1))
        #expect(spy.deadlines.contains(.seconds(1)))
        let expiry = try #require(spy.deadlines.firstIndex(of: .seconds(1)))
        #expect(spy.answers[expiry] == .timeout)
        #expect(spy.deadlines[(expiry + 1)...].allSatisfy { $0 == nil })
        // The frame drawn at the expiry shows the prompt without the typed text.
        let cleared = try #require(run.records.last)
        #expect(cleared.time == .seconds(1))
        #expect(cleared.frame.textLines[0] == ">                         2/16")
        let typed = run.records[run.records.count - 2]
        #expect(typed.frame.textLines[0] == "> s                       2/16")
    }

    @Test("the last screen of a headless run, as literal lines (30 × 8)")
    func lastScreen() throws {
        let run = try PickerHarness.run("0 key right\n0 key right", columns: 30, rows: 8)
        #expect(run.lastScreen == [
            ">                         3/16",
            "",
            "",
            "  😀    😢  ▕ 😡 ▏  😴    🤔",
            "             angry",
            "",
            "  ───●──────────────────────",
            "←/→ move · enter choose · es…",
        ])
    }

    @Test("a resize redraws at the new size; the centered item stays centered at cols/2")
    func resize() throws {
        let run = try PickerHarness.run("0 key right\n0 key right\n2000 resize 30 8")
        let before = try #require(run.records.first(where: { $0.frame.size.columns == 80 && $0.offset == 12 }))
        let after = try #require(run.records.last)
        #expect(after.frame.size == ScreenSize(columns: 30, rows: 8))
        #expect(after.offset == 12)
        #expect(after.time == .seconds(2))
        // The centered cell's reverse span starts 2 columns left of cols/2 on both screens.
        let centered = { (record: FrameRecord) -> Int? in
            let row = ScreenLayout(size: record.frame.size).stripRow
            return record.frame.lines[row].spans.first(where: { $0.style == Look.current })?.column
        }
        #expect(centered(before) == 38)
        #expect(centered(after) == 13)
    }

    @Test("a replay ignores Ctrl-Z: same outcome and trace positions as without it")
    func ctrlZIgnored() throws {
        let with = try PickerHarness.run("0 key right\n50 key ctrl-z\n60 key right\n2000 key ctrl-z")
        let without = try PickerHarness.run("0 key right\n60 key right")
        #expect(with.outcome == without.outcome)
        #expect(with.picker.target == 2)
        #expect(with.records.last?.offset == without.records.last?.offset)
        #expect(with.lastScreen == without.lastScreen)
    }

    @Test("the events a session reports, written as a script, replay the same run (--record → --replay)")
    func recordReplays() throws {
        let first = try PickerHarness.run(Self.mixedScript)
        let recorded = first.events.map { ReplayScript.line(for: $0.0, at: $0.1) }.joined(separator: "\n")
        #expect(first.events.count == 11)
        let second = try PickerHarness.run(recorded)
        #expect(second.outcome == first.outcome)
        #expect(second.traceLines == first.traceLines)
        #expect(second.lastScreen == first.lastScreen)
    }

    @Test("--no-animation: one frame per key, each on its target")
    func noAnimation() throws {
        let run = try PickerHarness.run("0 key right\n100 key right\n200 key end\n300 key left",
                                        options: PickerOptions(animated: false))
        // The key at 0 ms comes within the first frame interval: its frame waits for 16.667 ms.
        #expect(run.traceLines == ["0 0 0", "16.667 6 1", "100 12 2", "200 90 15", "300 84 14"])
    }
}

/// Random scripts from a seeded generator: what must hold whatever the user does.
@Suite("Session: random scripts")
struct SessionPropertyTests {
    struct Scenario {
        var script: ReplayScript
        var items: Int
        var options: PickerOptions
        var start: Int
        /// Whether the script holds a key that ends the run (Enter, Space, Esc...).
        var hasEndingKey: Bool
    }

    static let stepKeys: [Key] = [
        .right, .left, .up, .down, .tab, .backTab, .pageUp, .pageDown, .home, .end, .ctrlN, .ctrlP,
        .ctrlZ, .backspace, .character("s"), .character("h"), .character("a"), .character("x"), .character("1"),
    ]
    static let endingKeys: [Key] = [.enter, .space, .escape, .ctrlC, .ctrlG, .ctrlQ]

    static func scenario(seed: UInt64) -> Scenario {
        var rng = SeededGenerator(seed: seed)
        var entries: [ReplayScript.Entry] = []
        var time = 0.0
        var size = ScreenSize(columns: 80, rows: 24)
        var hasEndingKey = false
        func later() {
            // Often simultaneous, often within a frame, sometimes long pauses.
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: break
            case 1: time += Double(Int.random(in: 1...16, using: &rng))
            case 2: time += Double(Int.random(in: 17...200, using: &rng)) + 0.5
            default: time += Double(Int.random(in: 200...1500, using: &rng))
            }
        }
        func add(_ event: InputEvent) { entries.append(.init(time: PickerHarness.ms(time), event: event)) }
        for _ in 0..<Int.random(in: 1...25, using: &rng) {
            later()
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<10: add(.key(stepKeys.randomElement(using: &rng)!))
            case 10..<14:
                let row = Int.random(in: 0..<6, using: &rng) == 0 ? Int.random(in: 0..<size.rows, using: &rng)
                    : ScreenLayout(size: size).stripRow
                var column = Int.random(in: 0..<size.columns, using: &rng)
                add(.press(column: column, row: row))
                for _ in 0..<Int.random(in: 0...8, using: &rng) {
                    time += Double(Int.random(in: 0...40, using: &rng))
                    column = max(0, column + Int.random(in: -6...6, using: &rng))
                    add(.drag(column: column, row: row))
                }
                time += Double(Int.random(in: 0...300, using: &rng))
                add(.release(column: column, row: row))
            case 14..<16:
                add(.wheel(Bool.random(using: &rng) ? .up : .down, column: 0, row: Int.random(in: 0..<size.rows, using: &rng)))
            case 16..<18:
                size = ScreenSize(columns: Int.random(in: 1...120, using: &rng), rows: Int.random(in: 1...40, using: &rng))
                add(.resize(columns: size.columns, rows: size.rows))
            case 18:
                add(.paste(["s", "in l", "SHO", "zz", "a b"].randomElement(using: &rng)!))
            default:
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    hasEndingKey = true
                    add(.key(endingKeys.randomElement(using: &rng)!))
                } else {
                    add(.key(.right))
                }
            }
        }
        let rules: [SnapRule] = [.nearest, .directional, .threshold(columns: 2), .paging(flickVelocity: 30)]
        let options = PickerOptions(snapRule: rules.randomElement(using: &rng)!,
                                    deceleration: Bool.random(using: &rng) ? .normal : .fast,
                                    animated: Int.random(in: 0..<5, using: &rng) != 0)
        let items = Int.random(in: 1...40, using: &rng)
        return Scenario(script: ReplayScript(entries: entries), items: items, options: options,
                        start: Int.random(in: -2...items + 2, using: &rng), hasEndingKey: hasEndingKey)
    }

    static func run(_ scenario: Scenario) -> HeadlessRun {
        PickerHarness.run(scenario.script, items: PickerHarness.moods(scenario.items), options: scenario.options, start: scenario.start)
    }

    @Test("every run ends; a chosen index is valid; at rest the offset is center(target); runs repeat exactly",
          arguments: 0..<200)
    func invariants(seed: UInt64) throws {
        let scenario = Self.scenario(seed: 0xC0FFEE &+ seed)
        let run = Self.run(scenario)
        let picker = run.picker
        if case .chosen(let index) = run.outcome {
            #expect((0..<scenario.items).contains(index))
        }
        for record in run.records {
            #expect((0..<scenario.items).contains(record.centeredIndex))
            #expect(record.offset.isFinite)
        }
        if !scenario.hasEndingKey, run.outcome == .cancelled, !picker.isDragging {
            // The script ran out: time ran on until the strip was at rest.
            #expect(!picker.isAnimating)
            // A query that matches nothing leaves an empty strip: no target, offset 0.
            let target = picker.layout.count > 0 ? try #require(picker.target) : 0
            #expect(picker.offset == (picker.layout.count > 0 ? picker.layout.center(of: target) : 0))
            #expect(run.records.last?.offset == picker.offset)
        }
        let again = Self.run(scenario)
        #expect(again.outcome == run.outcome)
        #expect(again.traceLines == run.traceLines)
        #expect(again.lastScreen == run.lastScreen)
    }

    @Test("over random scripts, drawn frames are ≥ 16.666 ms apart except a resize's or a resume's redraw",
          arguments: 0..<200)
    func frameCap(seed: UInt64) {
        let scenario = Self.scenario(seed: 0xC0FFEE &+ seed)
        let run = Self.run(scenario)
        let redraws = Set(scenario.script.entries.compactMap { entry -> Duration? in
            switch entry.event {
            case .resize, .key(.ctrlZ): return entry.time
            default: return nil
            }
        })
        let times = run.terminal.drawTimes
        let tooSoon = zip(times, times.dropFirst()).filter { earlier, later in
            !redraws.contains(later) && later - earlier < .microseconds(16_666)
        }
        #expect(tooSoon.isEmpty, "seed \(seed): frames too close at \(tooSoon.map { "\($0.0) → \($0.1)" })")
    }

    @Test("a script's text parses back to the same script", arguments: 0..<50)
    func scriptRoundTrip(seed: UInt64) throws {
        var script = Self.scenario(seed: 0xC0FFEE &+ seed).script
        script.entries.removeAll { if case .paste = $0.event { return true } else { return false } }
        #expect(try ReplayScript(parsing: script.text) == script)
    }
}
