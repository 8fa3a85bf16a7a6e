import MoodpickCore

/// The files a run writes about itself: `--trace` (a line per drawn frame), `--screen` (the
/// last frame) and `--record` (the events, as a replay script).
final class Recorder {
    private let trace: LineFile?
    private let record: LineFile?
    private let screenPath: String?
    private var lastFrame: Frame?
    /// The screen's rows when the last frame was drawn: an inline picture is written on top of
    /// a screen that tall.
    private var screenRows = 0

    init(command: MoodpickCommand) throws {
        trace = try command.trace.map { LineFile(fd: try FileIO.create($0).get()) }
        record = try command.record.map { LineFile(fd: try FileIO.create($0).get()) }
        screenPath = command.screen
    }

    /// A session that reports to this recorder.
    /// - Parameter live: write each trace line as its frame is drawn (interactive runs).
    func session<T: Terminal, C: Clock>(terminal: T, clock: C, view: StripView, live: Bool) -> Session<T, C> {
        let screen = terminal.viewport.screen
        record?.append(ReplayScript.line(for: .resize(columns: screen.columns, rows: screen.rows), at: .zero))
        return Session(
            terminal: terminal, clock: clock, view: view,
            onFrame: { [self] frame in
                trace?.append(frame.traceLine)
                if live { trace?.flush() }  // an interactive trace can be watched as it grows
                lastFrame = frame.frame
                screenRows = terminal.viewport.screen.rows
            },
            onEvent: { [self] event, time in
                let line = ReplayScript.line(for: event, at: time)
                if !line.isEmpty { record?.append(line) }
            }
        )
    }

    /// Writes the `--screen` file.
    func finish() {
        guard let screenPath, let lastFrame, let fd = try? FileIO.create(screenPath).get() else { return }
        let file = LineFile(fd: fd)
        let lines = lastFrame.textLines
        for line in lines { file.append(line) }
        for _ in lines.count..<max(screenRows, lines.count) { file.append("") }
        file.close()
    }

    func close() {
        trace?.close()
        record?.close()
    }
}
