import MoodpickCommandLine
import MoodpickCore

/// A way of picking (docs/ARCHITECTURE.md, "Modes"): the strip, the wheels, the plain lines of
/// `--accessible`. Each is a folder `Modes/<Name>/` that owns its options group, its run and,
/// in the core, its model (a `SessionModel`), view and keys. `Program` asks `Program.modes`
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
    /// Every mode but the strip, in the order they are asked: the first that takes the command
    /// runs; the strip runs when none does. A new mode is one folder and one entry here.
    static let modes: [any Mode.Type] = [WheelsMode.self, AccessibleMode.self]

    /// The one place the mode is decided.
    func mode(replays: Bool) -> any Mode {
        for mode in Self.modes {
            if let chosen = mode.init(command, replays: replays) { return chosen }
        }
        return StripMode()
    }
}
