import PropertyBased
import Testing
@testable import MoodpickCore

/// Whatever the user does, the strip ends at rest on a cell center, and the run is a function
/// of its script (docs/CONTRACT.md §5 "Animation": it settles exactly on `center(target)`, the
/// final frame drawn at exactly that offset; §3: the centered cell sits in the middle of the
/// viewport; §6: a replay runs the clock on until the strip rests; docs/PHYSICS.md).
///
/// A random script of gestures (keys, typed and pasted text that filters or, with `--jump`,
/// jumps, erasing, clicks, drags, flings, the wheel, resizes) over a random item set (emoji and
/// text cells of many widths) on a random screen is run headless, exactly as `--replay` runs it:
/// the real `Session` loop on a virtual clock. What must hold:
///
/// - it ends: after its last event the loop comes to rest within `BoundedTerminal.stepLimit`
///   waits (each at least a frame apart while the strip moves);
/// - unless a click chose the centered cell (a choice ends the run wherever the strip is), it
///   rests on its target: the offset is exactly `center(target)`, the centered cell is the
///   target, the cell under the center column (`StripGeometry.centerColumn`) is the target, its
///   middle on that column, and the last frame drawn is the picture of that state;
/// - the same script run again gives the same outcome, the same frames at the same times, the
///   same waits and the same final state.
///
/// `SessionPropertyTests` holds the seeded table version over the sixteen moods at 80 columns.
@Suite("Property: any script ends at rest on a cell center, deterministically")
struct MotionRestProperty {
    // MARK: Items, screens, options

    /// Lines of many cell widths, the plainest first (shrinking moves toward it).
    static let lines: [String] = [
        "😀 happy", "😢 sad", "🇫🇷 france", "👍🏽 yes", "1️⃣ one", "👨‍👩‍👧 family", "❤️ love", "ok", "a",
        "hello world", "東京 tokyo", "e\u{301}cole", "a rather long line that the cell has to cut short", "tab\there",
        "\u{1B}[31mred", "x y z",
    ]

    struct Setup: Sendable, CustomStringConvertible {
        var lines: [String]
        var columns: Int
        var rows: Int
        var options: PickerOptions
        var start: Int
        var description: String {
            "\(lines.count) items \(lines.map(\.debugDescription).joined(separator: ", ")); \(columns) × \(rows); "
                + "\(options.snapRule), \(options.deceleration.rate), animated \(options.animated), jump \(options.jump); start \(start)"
        }
    }

    static let snapRules: [SnapRule] = [.nearest, .directional, .threshold(columns: 2), .paging(flickVelocity: 30)]

    static let options = zip(Gen.int(in: 0...3), Gen.bool, Gen.bool(0.15), Gen.bool(0.2)).map { rule, fast, still, jump in
        PickerOptions(snapRule: snapRules[rule], deceleration: fast ? .fast : .normal, animated: !still, jump: jump)
    }

    static let setup = zip(
        Gen.int(in: 0...(lines.count - 1)).array(of: 1...24), Gen.int(in: 1...160), Gen.int(in: 1...40), options, Gen.int(in: 0...30)
    ).map { items, columns, rows, options, start in
        Setup(lines: items.map { lines[$0] }, columns: columns, rows: rows, options: options, start: start)
    }

    // MARK: Gestures

    /// One gesture: a kind and three numbers that its kind reads (see `script`), after a pause.
    struct Gesture: Sendable, CustomStringConvertible {
        var kind: Int
        var a: Int
        var b: Int
        var c: Int
        var pause: Int
        static let names = ["key", "type", "erase", "paste", "click", "drag", "fling", "wheel", "resize", "resize"]
        var description: String { "\(Self.names[kind])(\(a), \(b), \(c)) after \(MotionRestProperty.pauses[pause]) ms" }
    }

    static let gesture = zip(Gen.int(in: 0...9), Gen.int(in: 0...999), Gen.int(in: 0...999), Gen.int(in: 0...999), Gen.int(in: 0...4))
        .map { Gesture(kind: $0, a: $1, b: $2, c: $3, pause: $4) }

    /// Keys that move or do nothing here; never one that chooses or cancels (Enter, Space, Esc...).
    static let keys: [Key] = [
        .right, .left, .up, .down, .tab, .backTab, .pageDown, .pageUp, .home, .end, .ctrlN, .ctrlP, .ctrlJ, .ctrlK, .ctrlZ, .ctrlT,
    ]
    /// Typed keys: letters of the labels (so queries match), one that matches nothing, operators.
    static let typed: [Character] = ["a", "e", "o", "h", "s", "l", "z", "東", "'", "!", "^", "$"]
    static let pastes: [String] = ["ha", "o l", "zz", "!a", " ", "e\u{301}"]
    static let erasers: [Key] = [.backspace, .ctrlW, .ctrlU]
    /// Milliseconds before a gesture: at once, within a frame, a few frames, a glide, a long rest.
    static let pauses: [Double] = [0, 7.5, 40, 180, 1200]

    /// The script of `gestures`, starting on a `columns` × `rows` screen. Rows are picked from
    /// the strip's layout at the screen size of the moment (resizes change it).
    static func script(_ gestures: [Gesture], columns: Int, rows: Int) -> ReplayScript {
        var size = ScreenSize(columns: columns, rows: rows)
        var time = 0.0
        var entries: [ReplayScript.Entry] = []
        func add(_ event: InputEvent) { entries.append(.init(time: ReplayTime.duration(milliseconds: time), event: event)) }
        func column(_ value: Int) -> Int { min(max(value, 0), size.columns - 1) }
        for gesture in gestures {
            time += pauses[gesture.pause]
            let screen = ScreenLayout(size: size)
            // The strip, the label, the indicator (a scrollbar) or any row.
            let rowChoices = [screen.stripRow, screen.labelRow ?? screen.stripRow, screen.indicatorRow ?? screen.stripRow]
            let row = gesture.b % 4 < 3 ? rowChoices[gesture.b % 4] : gesture.b % size.rows
            let press = column(gesture.a % size.columns)
            switch gesture.kind {
            case 0: add(.key(keys[gesture.a % keys.count]))
            case 1: add(.key(.character(typed[gesture.a % typed.count])))
            case 2: add(.key(erasers[gesture.a % erasers.count]))
            case 3: add(.paste(pastes[gesture.a % pastes.count]))
            case 4:  // a click: press and release within a column and under 300 ms
                add(.press(column: press, row: row))
                time += Double(gesture.c % 280)
                add(.release(column: column(press + gesture.c % 3 - 1), row: row))
            case 5, 6:  // a drag (slow, then held or let go) or a fling (fast, let go at once)
                let fling = gesture.kind == 6
                let direction = gesture.a % 2 == 0 ? 1 : -1
                let steps = fling ? 3 + gesture.c % 6 : 1 + gesture.c % 10
                let stride = (fling ? 2 + gesture.c % 7 : 1 + gesture.c % 4) * direction
                let interval = fling ? 5.0 : Double(5 + (gesture.c / 10) % 60)
                var at = press
                add(.press(column: at, row: row))
                for _ in 0..<steps {
                    time += interval
                    at = column(at + stride)
                    add(.drag(column: at, row: row))
                }
                time += fling ? Double(gesture.c % 4) : Double((gesture.c / 7) % 300)
                add(.release(column: at, row: row))
            case 7:
                let direction = [WheelDirection.down, .up, .right, .left][gesture.a % 4]
                add(.wheel(direction, column: column(gesture.c % size.columns), row: row))
            default:  // a resize, from 1 × 1 up
                size = ScreenSize(columns: 1 + gesture.a % 160, rows: 1 + gesture.c % 40)
                add(.resize(columns: size.columns, rows: size.rows))
            }
        }
        return ReplayScript(entries: entries)
    }

    // MARK: Running

    /// A headless terminal that gives up after `stepLimit` waits past the script's last event:
    /// then it presses Esc (so the run ends without a trap) and says so.
    final class BoundedTerminal: Terminal {
        static let stepLimit = 300
        let inner: HeadlessTerminal
        let clock: VirtualClock
        let eventCount: Int
        private(set) var delivered = 0
        private(set) var stepsAfterScript = 0
        private(set) var gaveUp = false
        private(set) var waits: [Duration?] = []
        private(set) var drawTimes: [Duration] = []

        init(script: ReplayScript, size: ScreenSize, clock: VirtualClock) {
            self.clock = clock
            eventCount = script.entries.count
            inner = HeadlessTerminal(script: script, size: size, clock: clock)
        }

        var viewport: Viewport { inner.viewport }
        var shown: Frame? { inner.shown }

        func nextInput(until deadline: Duration?) -> TerminalInput {
            waits.append(deadline)
            if delivered == eventCount {
                stepsAfterScript += 1
                if stepsAfterScript > Self.stepLimit {
                    gaveUp = true
                    return .event(.key(.escape), at: clock.now())
                }
            }
            let answer = inner.nextInput(until: deadline)
            if case .event = answer { delivered += 1 }
            return answer
        }

        func draw(_ frame: Frame) {
            drawTimes.append(clock.now())
            inner.draw(frame)
        }

        func invalidate() { inner.invalidate() }
        func suspend() { inner.suspend() }
    }

    struct Run {
        var outcome: Outcome
        var records: [FrameRecord]
        var picker: Picker
        var terminal: BoundedTerminal
    }

    static func run(_ setup: Setup, _ script: ReplayScript) -> Run {
        let items = ItemStore(items: setup.lines)
        let clock = VirtualClock()
        let terminal = BoundedTerminal(script: script, size: ScreenSize(columns: setup.columns, rows: setup.rows), clock: clock)
        var picker = PickerHarness.picker(items, columns: setup.columns, rows: setup.rows, options: setup.options,
                                          start: setup.start)
        var records: [FrameRecord] = []
        let session = Session(terminal: terminal, clock: clock, onFrame: { records.append($0) })
        let outcome = session.run(&picker)
        return Run(outcome: outcome, records: records, picker: picker, terminal: terminal)
    }

    /// Everything a run shows, for comparing two runs: frames with their times, offsets and
    /// centered cells, the waits, the outcome and the final state.
    struct Observed: Equatable {
        var outcome: Outcome
        var frames: [Frame]
        var frameTimes: [Duration]
        var offsets: [Double]
        var centered: [Int]
        var waits: [Duration?]
        var drawTimes: [Duration]
        var offset: Double
        var target: Int?
        var query: String
        var shown: [Int]
        var time: Duration

        init(_ run: Run) {
            outcome = run.outcome
            frames = run.records.map(\.frame)
            frameTimes = run.records.map(\.time)
            offsets = run.records.map(\.offset)
            centered = run.records.map(\.centeredIndex)
            waits = run.terminal.waits
            drawTimes = run.terminal.drawTimes
            offset = run.picker.offset
            target = run.picker.target
            query = run.picker.query.text
            shown = (0..<run.picker.layout.count).map(run.picker.view.item(at:))
            time = run.picker.time
        }
    }

    // MARK: The property

    @Test("a random script ends, at rest on a cell center (unless a click chose), and runs the same twice")
    func endsAtRestOnACenter() async {
        var runs = 0
        var rested = 0
        await propertyCheck(count: 100, input: Self.setup, Self.gesture.array(of: 0...14)) { setup, gestures in
            let script = Self.script(gestures, columns: setup.columns, rows: setup.rows)
            let run = Self.run(setup, script)
            let picker = run.picker
            let context = "\(setup)\n\(script.text)"
            runs += 1

            #expect(!run.terminal.gaveUp, "no rest within \(BoundedTerminal.stepLimit) waits after the script\n\(context)")
            #expect(run.records.allSatisfy { $0.offset.isFinite }, "\(context)")
            switch run.outcome {
            case .chosen(let item):
                // Only a click on the centered cell chooses here: it chose the cell it names.
                if let target = picker.target, (0..<picker.layout.count).contains(target) {
                    #expect(picker.view.item(at: target) == item, "\(context)")
                } else {
                    Issue.record("chose \(item) with no valid target\n\(context)")
                }
            case .cancelled where !run.terminal.gaveUp:
                rested += 1
                #expect(!picker.isAnimating && !picker.isDragging && !picker.isSearching, "\(context)")
                if picker.layout.count == 0 {
                    // A query that matches nothing: no cell, no target, the offset 0.
                    #expect(picker.target == nil && picker.offset == 0, "\(context)")
                } else if let target = picker.target {
                    let layout = picker.layout
                    #expect(picker.offset == layout.center(of: target), "resting exactly on center(target)\n\(context)")
                    #expect(picker.centeredIndex == target, "\(context)")
                    let geometry = picker.geometry
                    let middle = geometry.centerColumn
                    #expect(geometry.index(atColumn: middle, offset: picker.offset) == target, "\(context)")
                    // The center column is the cell's middle column (the right one of two).
                    let left = geometry.drawnLeft(of: target, offset: picker.offset)
                    let right = left + layout.width(of: target) - 1
                    #expect((0...1).contains((middle - left) - (right - middle)), "cell \(left)...\(right), center \(middle)\n\(context)")
                } else {
                    Issue.record("at rest with cells but no target\n\(context)")
                }
                // The rest frame was drawn, and it is the picture of the state at rest.
                #expect(run.records.last?.offset == picker.offset, "\(context)")
                #expect(run.records.last?.frame == StripView().frame(of: picker, indent: run.terminal.viewport.indent), "\(context)")
            default:
                Issue.record("unexpected outcome \(run.outcome)\n\(context)")
            }

            let again = Self.run(setup, script)
            #expect(Observed(again) == Observed(run), "the same script, a different run\n\(context)")
        }
        // Guard the generator: most scripts must end by running out, not by a click that chose.
        if runs >= 100 { #expect(rested * 2 >= runs, "only \(rested) of \(runs) runs ended at rest") }
    }
}
