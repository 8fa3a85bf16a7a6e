import ArgumentParser

/// The options for tests, bug reports and benchmarks rather than for picking: a headless run
/// from an event script, and the files a run writes about itself. `--help` shows them in a
/// group of their own after the options a user picks with.
struct RecordingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Run headless: play this event script on a virtual clock and screen.", valueName: "FILE"), completion: .file())
    var replay: String?

    @Option(help: ArgumentHelp("Write this run's events as a replay script.", valueName: "FILE"), completion: .file())
    var record: String?

    @Option(help: ArgumentHelp("Write one line per drawn frame: <ms> <offset> <centered index>.", valueName: "FILE"), completion: .file())
    var trace: String?

    @Option(help: ArgumentHelp("Write the last drawn frame as text.", valueName: "FILE"), completion: .file())
    var screen: String?

    @Option(help: ArgumentHelp("Write every drawn frame with its styles (what moodpick-pictures reads).", valueName: "FILE"), completion: .file())
    var frames: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Screen columns of a --replay run.", valueName: "N"))
    var cols: Int = 80

    @Option(parsing: .unconditional, help: ArgumentHelp("Screen rows of a --replay run.", valueName: "N"))
    var rows: Int = 24

    func validate() throws {
        guard cols >= 1, rows >= 1, cols <= 10_000, rows <= 10_000 else { throw ValidationError("--cols and --rows must be 1 to 10000") }
    }
}
