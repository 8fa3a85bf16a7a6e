import MoodpickCore
import MoodpickTerminal

/// The strip (docs/CONTRACT.md §1–§16): the items as a horizontal strip of cells that glides
/// and snaps, on the real terminal or a replay's; the mode that runs when no other takes the
/// command.
struct StripMode: ItemMode {
    var draws: Bool { true }

    init() {}

    init?(_ command: MoodpickCommand, replays: Bool) {}

    func pick(_ loaded: ItemSource.Loaded, start: Int, in run: ModeRun, tty: ControllingTerminal?, recorder: Recorder) throws -> Choice {
        let program = run.program
        if let script = run.script {
            return program.onHeadlessStage(script: script) { program.pickStrip(loaded, start: start, on: $0, cells: run.cells, recorder: recorder) }
        }
        return try program.pickInteractive(loaded, start: start, tty: tty, cells: run.cells, recorder: recorder)
    }
}
