import MoodpickCore
import MoodpickTerminal

/// `--accessible` over items (docs/CONTRACT.md §17): numbered plain lines on the terminal in its
/// line mode. A replay is always drawn, so it never runs under `--replay`.
struct AccessibleMode: ItemMode {
    var draws: Bool { false }

    init?(_ command: MoodpickCommand, replays: Bool) {
        guard command.accessible, !replays else { return nil }
    }

    func pick(_ loaded: ItemSource.Loaded, start: Int, in run: ModeRun, tty: ControllingTerminal?, recorder: Recorder) throws -> Choice {
        try run.program.pickAccessible(loaded, tty: tty)
    }
}
