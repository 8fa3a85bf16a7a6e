@testable import MoodpickCore

/// Shared helpers for the picker, session and view tests: items, pickers, time stepping and
/// headless runs. Nothing here reads a clock or sleeps; time is always a `Duration` passed in.
enum PickerHarness {
    /// Sixteen moods with distinct labels (for type-ahead): `s` starts sad, sleepy, shocked, sick.
    static let moodLines: [String] = [
        "😀 happy", "😢 sad", "😡 angry", "😴 sleepy", "🤔 thoughtful", "😍 in love",
        "😎 cool", "🥳 festive", "😱 shocked", "😌 relieved", "🤒 sick", "😤 determined",
        "🥺 pleading", "😂 amused", "🙄 unimpressed", "😇 blessed",
    ]

    /// The first `count` moods (cycling the list with a number when more are asked for).
    static func moods(_ count: Int = 16) -> ItemStore {
        ItemStore(items: (0..<count).map { i in
            i < moodLines.count ? moodLines[i] : "\(moodLines[i % moodLines.count]) \(i)"
        })
    }

    static let spacing = 2
    /// Emoji cells are 4 wide with 2 of spacing: 6 columns from one center to the next.
    static let pitch = 6.0

    /// A picker over `items` on a `columns` × `rows` picture, laid out with `spacing`, resting on
    /// `start` (or filtering for `query`), searching `searchItems` when given.
    static func picker(_ items: ItemStore = moods(), columns: Int = 80, rows: Int = 24,
                       options: PickerOptions = PickerOptions(), start: Int = 0, spacing: Int = spacing,
                       query: String = "", searchItems: ItemStore? = nil) -> Picker {
        Picker(items: items, layout: items.layout(spacing: spacing), options: options,
               picture: ScreenSize(columns: columns, rows: rows), start: start, query: query, searchItems: searchItems)
    }

    static func ms(_ value: Double) -> Duration { ReplayTime.duration(milliseconds: value) }

    /// One frame interval, as the session uses it.
    static let frame = Duration.nanoseconds(16_666_667)

    /// Advances the picker frame by frame (as a session would) until it rests; returns the time
    /// it came to rest. Fails the caller's expectations by returning nil after 10 s of motion.
    @discardableResult
    static func settle(_ picker: inout Picker, limit: Duration = .seconds(10)) -> Duration? {
        let end = picker.time + limit
        while picker.isAnimating {
            if picker.time >= end { return nil }
            picker.advance(to: picker.time + frame)
        }
        return picker.time
    }

    /// Feeds `keys` one at a time, `spacing` apart, starting at `start`.
    static func press(_ keys: [Key], into picker: inout Picker, from start: Duration, spacing: Duration) {
        var time = start
        for key in keys {
            picker.handle(.key(key), at: time)
            time += spacing
        }
    }
}

/// A terminal that plays a script like `HeadlessTerminal` and records every deadline the
/// session asks it to wait until (nil: sleep until input), and the time of every draw.
final class DeadlineSpyTerminal: Terminal {
    let inner: HeadlessTerminal
    let clock: VirtualClock
    private(set) var deadlines: [Duration?] = []
    /// What each wait returned, beside `deadlines`.
    private(set) var answers: [TerminalInput] = []
    private(set) var drawTimes: [Duration] = []
    private(set) var invalidateTimes: [Duration] = []

    init(script: ReplayScript, size: ScreenSize, clock: VirtualClock) {
        self.clock = clock
        inner = HeadlessTerminal(script: script, size: size, clock: clock)
    }

    var viewport: Viewport { inner.viewport }

    var shown: Frame? { inner.shown }

    func nextInput(until deadline: Duration?) -> TerminalInput {
        deadlines.append(deadline)
        let answer = inner.nextInput(until: deadline)
        answers.append(answer)
        // Never let a broken loop spin forever in a test.
        precondition(deadlines.count < 1_000_000, "the session never stops asking for input")
        return answer
    }

    func draw(_ frame: Frame) {
        drawTimes.append(clock.now())
        inner.draw(frame)
    }

    func invalidate() {
        invalidateTimes.append(clock.now())
        inner.invalidate()
    }

    func suspend() { inner.suspend() }
}

/// The result of one headless run.
struct HeadlessRun {
    var outcome: Outcome
    var records: [FrameRecord]
    var events: [(InputEvent, Duration)]
    var terminal: DeadlineSpyTerminal
    var picker: Picker

    var traceLines: [String] { records.map(\.traceLine) }
    var lastScreen: [String] { records.last?.frame.textLines ?? [] }
}

extension PickerHarness {
    /// Runs `script` headless, exactly as `--replay` does, on a `columns` × `rows` screen.
    static func run(_ script: String, items: ItemStore = moods(), columns: Int = 80, rows: Int = 24,
                    options: PickerOptions = PickerOptions(), start: Int = 0,
                    view: StripView = StripView()) throws -> HeadlessRun {
        try run(ReplayScript(parsing: script), items: items, columns: columns, rows: rows,
                options: options, start: start, view: view)
    }

    static func run(_ script: ReplayScript, items: ItemStore = moods(), columns: Int = 80, rows: Int = 24,
                    options: PickerOptions = PickerOptions(), start: Int = 0,
                    view: StripView = StripView()) -> HeadlessRun {
        let clock = VirtualClock()
        let size = ScreenSize(columns: columns, rows: rows)
        let terminal = DeadlineSpyTerminal(script: script, size: size, clock: clock)
        var picker = Self.picker(items, columns: columns, rows: rows, options: options, start: start)
        picker.look = view
        var records: [FrameRecord] = []
        var events: [(InputEvent, Duration)] = []
        let session = Session(terminal: terminal, clock: clock,
                              onFrame: { records.append($0) },
                              onEvent: { events.append(($0, $1)) })
        let outcome = session.run(&picker)
        return HeadlessRun(outcome: outcome, records: records, events: events, terminal: terminal, picker: picker)
    }
}
