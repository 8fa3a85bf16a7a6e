import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// A mode that picks among items read from the input (the strip, the plain lines):
/// `Program.runItems` reads them, decides `--select-1` and `--exit-0`, resolves `--start`, and
/// hands them to `pick`; what is chosen goes out through the one output path (`Program.emit`).
protocol ItemMode: Mode {
    /// Whether the mode draws on the terminal: the loading line is drawn, and input still
    /// arriving may stream into a picker that is already up. Plain lines draw neither.
    var draws: Bool { get }
    /// Picks among `loaded`, starting on item `start`, on `tty` (nil: none) or the replay's
    /// `script`, reporting to `recorder`.
    func pick(_ loaded: ItemSource.Loaded, start: Int, in run: ModeRun, tty: ControllingTerminal?, recorder: Recorder) throws -> Choice
}

extension ItemMode {
    func run(_ run: ModeRun) throws -> ExitStatus {
        try run.program.runItems(self, in: run)
    }
}
