import MoodpickCommandLine

/// The options for tests, bug reports and benchmarks rather than for picking: a headless run
/// from an event script, and the files a run writes about itself. `--help` shows them in a
/// section of their own after the options a user picks with.
struct RecordingOptions {
    var replay: String?
    var record: String?
    var trace: String?
    var screen: String?
    var frames: String?
    var cols: Int
    var rows: Int

    init(_ arguments: ParsedArguments) throws(UsageError) {
        replay = arguments.string(.replay)
        record = arguments.string(.record)
        trace = arguments.string(.trace)
        screen = arguments.string(.screen)
        frames = arguments.string(.frames)
        cols = try arguments.integer(.cols) ?? 80
        rows = try arguments.integer(.rows) ?? 24
        guard cols >= 1, rows >= 1, cols <= 10_000, rows <= 10_000 else { throw UsageError("--cols and --rows must be 1 to 10000") }
    }
}
