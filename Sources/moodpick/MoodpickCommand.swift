import ArgumentParser
import MoodpickCore
import MoodpickCurses

/// The command line (docs/CONTRACT.md §1–§6): options are parsed and checked here, the run is `Program`'s.
struct MoodpickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moodpick",
        abstract: "Pick one item from a strip of emoji cells that glides, flings and snaps.",
        discussion: """
            Items come from the arguments, --items FILE, standard input when it is not a terminal, \
            or else the built-in moods. A line that starts with an emoji shows that emoji in its cell \
            and the rest as its label. The chosen item is printed on stdout; the picker is drawn on \
            the terminal (/dev/tty), so `mood=$(moodpick)` and pipes work.

            Keys: ←/→ ↑/↓ Tab/Shift-Tab Ctrl-N/Ctrl-P move one cell; PgUp/PgDn a page; Home/End the \
            ends; typing filters the strip (--jump: jumps to the next label that starts with it), \
            Backspace/Ctrl-W/Ctrl-U erase; Enter chooses, Space too when nothing is typed; \
            Esc, Ctrl-C, Ctrl-G, Ctrl-Q cancel. Mouse: drag and fling the strip, click a cell to \
            center it, click the centered cell to choose it, wheel to step.

            Exit status: 0 chosen, 1 no items, 2 error, 64 usage error, 130 cancelled, 128+N on signal N.
            """,
        version: Version.line
    )

    @Argument(help: "Items to choose from, one per argument.")
    var items: [String] = []

    @Option(name: .customLong("items"), help: ArgumentHelp("Read items from FILE, one per line (- for standard input).", valueName: "FILE"), completion: .file())
    var itemsFile: String?

    @Flag(help: "Items are separated by NUL instead of newline.")
    var read0 = false

    @Option(help: "What to print: line, symbol, label, index or json.")
    var output: OutputFormat = .line

    @Flag(help: "End the output with NUL instead of newline.")
    var print0 = false

    @Flag(name: .customLong("select-1"), help: "With exactly one item, choose it without showing anything.")
    var selectOne = false

    @Flag(name: .customLong("exit-0"), help: "With no items, exit 1 at once without a message.")
    var exitZero = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Start on the first item whose line, label or symbol is TEXT, or whose label starts with it; else on index TEXT.", valueName: "TEXT"))
    var start: String?

    @OptionGroup(title: "Typing and marking")
    var picking: PickerOptionsGroup

    @Option(help: "How a release picks its cell: nearest, directional, threshold or paging.")
    var snap: SnapName = .nearest

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How far a fling coasts: normal (0.998/ms), fast (0.99/ms) or a rate in [0, 1).", valueName: "RATE"),
        completion: .list(["normal", "fast"]))
    var deceleration: String = "normal"

    @Option(name: .customLong("snap-threshold"), parsing: .unconditional, help: ArgumentHelp("Columns a drag must move to change cell under --snap threshold.", valueName: "COLUMNS"))
    var snapThreshold: Double = 2

    @Option(name: .customLong("flick-velocity"), parsing: .unconditional, help: ArgumentHelp("Columns per second that make a flick under --snap paging.", valueName: "SPEED"))
    var flickVelocity: Double = 30

    @Option(parsing: .unconditional, help: ArgumentHelp("Blank columns between cells.", valueName: "COLUMNS"))
    var spacing: Int = 2

    @Option(name: .customLong("max-cell-width"), parsing: .unconditional, help: ArgumentHelp("Widest text cell, padding included.", valueName: "COLUMNS"))
    var maxCellWidth: Int = 24

    @OptionGroup(title: "Preview and change events")
    var liveOptions: LiveOptions

    @OptionGroup(title: "Emoji")
    var emojiOptions: EmojiOptions

    @OptionGroup(title: "Where the picture goes")
    var placementOptions: PlacementOptions

    @OptionGroup(title: "Look")
    var look: LookOptions

    @Option(help: "The prompt shown before the typed text.")
    var prompt: String = "> "

    @Option(help: ArgumentHelp("A line shown above the strip.", valueName: "TEXT"))
    var header: String?

    // The three flags below can be negated, so a default (MOODPICK_DEFAULT_OPTS) is never stuck.
    @Flag(inversion: .prefixedNo, help: "Turn on mouse reporting (--no-mouse: keyboard only).")
    var mouse = true

    @Flag(inversion: .prefixedNo, help: "Glide to each target (--no-animation: jump there).")
    var animation = true

    @Flag(inversion: .prefixedNo, help: "Draw ASCII only (labels instead of emoji); automatic when the locale is not UTF-8.")
    var ascii = false

    /// The run reads the negative forms, as it did before the flags could be negated.
    var noMouse: Bool { !mouse }
    var noAnimation: Bool { !animation }

    @Option(name: .customLong("max-items"), parsing: .unconditional, help: ArgumentHelp("Stop reading after this many items.", valueName: "N"))
    var maxItems: Int = 10_000_000

    @Option(name: .customLong("max-bytes"), parsing: .unconditional, help: ArgumentHelp("Read at most this many bytes of input (4 GiB, the most).", valueName: "N"))
    var maxBytes: Int = InputLoader.byteLimit

    @OptionGroup(title: "Recording and replay")
    var recording: RecordingOptions

    @OptionGroup(title: "Filter")
    var filterOptions: FilterOptions

    // Options that take numbers parse `.unconditional`ly, so `--spacing -3` is reported as a
    // bad value rather than as a missing one.
    func validate() throws {
        guard items.isEmpty || itemsFile == nil else {
            throw ValidationError("items come from the arguments or from --items FILE, not both")
        }
        guard (0...1000).contains(spacing) else { throw ValidationError("--spacing must be 0 to 1000 columns") }
        guard (CellOptions.minimumCellWidth...CellOptions.maximumCellWidth).contains(maxCellWidth) else {
            throw ValidationError("--max-cell-width must be \(CellOptions.minimumCellWidth) to \(CellOptions.maximumCellWidth) columns")
        }
        guard maxItems >= 1 else { throw ValidationError("--max-items must be at least 1") }
        guard (1...InputLoader.byteLimit).contains(maxBytes) else { throw ValidationError("--max-bytes must be 1 to \(InputLoader.byteLimit) (4 GiB)") }
        guard snapThreshold.isFinite, snapThreshold >= 0 else { throw ValidationError("--snap-threshold must be a number ≥ 0") }
        guard flickVelocity.isFinite, flickVelocity >= 0 else { throw ValidationError("--flick-velocity must be a number ≥ 0") }
        guard Self.deceleration(deceleration) != nil else {
            throw ValidationError("--deceleration must be normal, fast, or a number in [0, 1)")
        }
    }

    static func deceleration(_ text: String) -> Deceleration? {
        switch text {
        case "normal": return .normal
        case "fast": return .fast
        default:
            guard let rate = Double(text), rate >= 0, rate < 1 else { return nil }
            return Deceleration(rate: rate)
        }
    }

    var snapRule: SnapRule {
        switch snap {
        case .nearest: return .nearest
        case .directional: return .directional
        case .threshold: return .threshold(columns: snapThreshold)
        case .paging: return .paging(flickVelocity: flickVelocity)
        }
    }

    mutating func run() throws {
        StandardDescriptors.occupy()
        if let query = filterOptions.filter { ProcessExit.now(FilterMode(command: self, query: query).run()) }
        ProcessExit.now(Program(command: self).run())
    }
}

/// The names `--snap` takes.
enum SnapName: String, ExpressibleByArgument, CaseIterable {
    case nearest, directional, threshold, paging
}

extension OutputFormat: ExpressibleByArgument {}
