import MoodpickCore
import MoodpickTerminal

/// The real terminal a library pick runs on, as it turned out to be (mouse, placement,
/// colors): what `TerminalStage.run` hands the body that builds and runs the model.
struct TerminalStage {
    let terminal: TTYTerminal
    let clock: SystemClock
    /// The picker's settings as this terminal allows them.
    let options: PickerOptions
    /// The theme at this terminal's color depth, for the mode's view.
    let theme: Theme
    /// What the terminal has to say on the help row (a mouse it turned off), if anything.
    let notice: String?
    /// Whether cells are drawn in ASCII only (the locale is not UTF-8).
    let ascii: Bool

    /// Runs `model` on this stage's loop; `onSettle` hears each new resting item.
    func run<Model: SessionModel>(_ model: inout Model, receiving first: TerminalInput? = nil, onSettle: (@Sendable (Int) -> Void)?) -> Outcome {
        var session = Session(terminal: terminal, clock: clock)
        session.onSettle = onSettle.map { observer in { observer($0) } }
        return session.run(&model, receiving: first)
    }

    /// Takes `/dev/tty`, runs `body` on it and gives the terminal back, on every path: the
    /// signal handlers the command line uses restore it on SIGINT, SIGTERM, SIGHUP and the
    /// like (`SignalGuard`, the async-signal-safe `restore.c`), and it is restored before this
    /// returns or throws. The library's one way onto the terminal, as `Program+Stage.swift`
    /// is the command line's.
    static func run<R>(
        _ options: PickOptions, feed: StreamingInput? = nil, _ body: (TerminalStage) -> R
    ) throws(PickError) -> R {
        let options = try options.validated()
        let ascii = !LocaleSetup.configure()
        guard let tty = ControllingTerminal() else { throw .notATerminal }
        SignalGuard.install()
        tty.enterLoadingMode()
        defer {
            tty.restore()
            SignalGuard.uninstall()
        }
        let clock = SystemClock()
        var pickerOptions = options.pickerOptions
        let terminal: TTYTerminal
        do {
            terminal = try TTYTerminal(tty: tty, clock: clock, mouse: pickerOptions.mouse, placement: pickerOptions.placement, feed: feed)
        } catch {
            throw .unusableTerminal(error.message)
        }
        defer { terminal.close() }
        pickerOptions.mouse = terminal.mouse
        pickerOptions.placement = terminal.viewport.placement
        let theme = ColorSpec.empty.theme(depth: terminal.colorDepth, background: terminal.abilities.background)
        terminal.feed = feed
        return body(TerminalStage(
            terminal: terminal, clock: clock, options: pickerOptions, theme: terminal.colorDepth == .none ? theme.withoutColors : theme,
            notice: terminal.notice, ascii: ascii))
    }
}
