import MoodpickCore

/// The files a run writes about itself: `--trace` (a line per drawn frame), `--screen` (the
/// last frame) and `--record` (the events, as a replay script).
final class Recorder {
    private let trace: LineFile?
    private let record: LineFile?
    private let screenPath: String?
    private var lastFrame: Frame?

    init(command: MoodpickCommand) throws {
        trace = try command.recording.trace.map { LineFile(fd: try FileIO.create($0).get()) }
        record = try command.recording.record.map { LineFile(fd: try FileIO.create($0).get()) }
        screenPath = command.recording.screen
    }

    /// A session that reports to this recorder.
    /// - Parameter live: write each trace line as its frame is drawn (interactive runs).
    func session<T: Terminal, C: Clock>(terminal: T, clock: C, view: StripView, live: Bool) -> Session<T, C> {
        record?.append(ReplayScript.line(for: .resize(columns: terminal.size.columns, rows: terminal.size.rows), at: .zero))
        return Session(
            terminal: terminal, clock: clock, view: view,
            onFrame: { [self] frame in
                trace?.append(frame.traceLine)
                if live { trace?.flush() }  // an interactive trace can be watched as it grows
                lastFrame = frame.frame
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
        for line in lastFrame.textLines { file.append(line) }
        file.close()
    }

    func close() {
        trace?.close()
        record?.close()
    }
}
