import MoodpickCommandLine
import MoodpickCore

/// A way of picking (docs/ARCHITECTURE.md, "Modes"): the strip, the wheels, the plain lines of
/// `--accessible`. Each is a folder `Modes/<Name>/` that owns its options group, its run and,
/// in the core, its model (a `SessionModel`), view and keys. `Program` asks `Program.mode`
/// once which one runs and runs it; nothing else branches on the mode.
protocol Mode {
    /// This mode, when `command` asks for it; nil when it does not. `replays`: a `--replay` run,
    /// which is always drawn.
    init?(_ command: MoodpickCommand, replays: Bool)
    /// Runs the mode: its items or values in, the choice out (stdout), the exit status back.
    func run(_ run: ModeRun) throws -> ExitStatus
}

/// What a mode is given to run: the program (the command and the steps every mode shares),
/// the `--replay` script (nil: the real terminal) and the cells as this locale draws them.
struct ModeRun {
    let program: Program
    let script: ReplayScript?
    let cells: CellOptions

    var command: MoodpickCommand { program.command }
}

extension Program {
    /// The one place the mode is decided: every mode but the strip, asked in turn (confirm, the
    /// wheels, accessible); the first that takes the command runs, the strip when none does. A
    /// new mode is one folder and one line here. Asked in code rather than from a list of mode
    /// types: such a list is runtime type metadata made at every start (Benchmarks/README.md,
    /// "The start-up budget").
    func mode(replays: Bool) -> any Mode {
        if let confirm = ConfirmMode(command, replays: replays) { return confirm }
        if let wheels = WheelsMode(command, replays: replays) { return wheels }
        if let accessible = AccessibleMode(command, replays: replays) { return accessible }
        return StripMode()
    }
}
