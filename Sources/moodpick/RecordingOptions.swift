import MoodpickCommandLine
import MoodpickCore

/// The options for tests, bug reports and benchmarks rather than for picking: a headless run
/// from an event script, and the files a run writes about itself. `--help` shows them in a
/// section of their own after the options a user picks with.
struct RecordingOptions {
    var replay: String?
    var record: String?
    var trace: String?
    var screen: String?
    var frames: String?
    /// The virtual screen of a `--replay` run.
    var replayScreen: ScreenSize

    init(_ arguments: ParsedArguments) throws(UsageError) {
        replay = arguments.string(.replay)
        record = arguments.string(.record)
        trace = arguments.string(.trace)
        screen = arguments.string(.screen)
        frames = arguments.string(.frames)
        let cols = try arguments.defaulted(.cols, arguments.integer)
        let rows = try arguments.defaulted(.rows, arguments.integer)
        guard cols >= 1, rows >= 1, cols <= 10_000, rows <= 10_000 else { throw UsageError("--cols and --rows must be 1 to 10000") }
        replayScreen = ScreenSize(columns: cols, rows: rows)
    }
}
