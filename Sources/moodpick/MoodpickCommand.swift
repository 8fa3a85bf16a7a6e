import MoodpickCommandLine
import MoodpickCore
import MoodpickCurses

/// The command line (docs/CONTRACT.md §1–§6) as typed values: read from `ParsedArguments` by
/// `Option`'s names and checked here; the run is `Program`'s (or `FilterMode`'s).
struct MoodpickCommand {
    var items: [String]
    var itemsFile: String?
    var read0: Bool
    var output: OutputFormat
    var print0: Bool
    var selectOne: Bool
    var exitZero: Bool
    var start: String?
    var picking: PickerOptionsGroup
    var snap: SnapName
    var deceleration: String
    var snapThreshold: Double
    var flickVelocity: Double
    var spacing: Int
    var maxCellWidth: Int
    var liveOptions: LiveOptions
    var emojiOptions: EmojiOptions
    var placementOptions: PlacementOptions
    var look: LookOptions
    var prompt: String
    var header: String?
    var mouse: Bool
    var animation: Bool
    var ascii: Bool
    var maxItems: Int
    var maxBytes: Int
    var recording: RecordingOptions
    var filterOptions: FilterOptions

    /// The run reads the negative forms, as it did before the flags could be negated.
    var noMouse: Bool { !mouse }
    var noAnimation: Bool { !animation }

    init(_ arguments: ParsedArguments) throws(UsageError) {
        items = arguments.items
        itemsFile = arguments.string(.itemsFile)
        read0 = arguments.flag(.read0)
        output = try arguments.choice(.output, as: OutputFormat.self) ?? (arguments.flag(.emoji) ? .symbol : .line)
        print0 = arguments.flag(.print0)
        selectOne = arguments.flag(.selectOne)
        exitZero = arguments.flag(.exitZero)
        start = arguments.string(.start)
        picking = try PickerOptionsGroup(arguments)
        snap = try arguments.choice(.snap, as: SnapName.self) ?? .nearest
        deceleration = arguments.string(.deceleration) ?? "normal"
        snapThreshold = try arguments.number(.snapThreshold) ?? 2
        flickVelocity = try arguments.number(.flickVelocity) ?? 30
        spacing = try arguments.integer(.spacing) ?? 2
        maxCellWidth = try arguments.integer(.maxCellWidth) ?? 24
        liveOptions = try LiveOptions(arguments)
        emojiOptions = try EmojiOptions(arguments)
        placementOptions = try PlacementOptions(arguments)
        look = try LookOptions(arguments)
        prompt = arguments.string(.prompt) ?? "> "
        header = arguments.string(.header)
        mouse = arguments.flag(.mouse, default: true)
        animation = arguments.flag(.animation, default: true)
        ascii = arguments.flag(.ascii)
        maxItems = try arguments.integer(.maxItems) ?? 10_000_000
        maxBytes = try arguments.integer(.maxBytes) ?? InputLoader.byteLimit
        recording = try RecordingOptions(arguments)
        filterOptions = try FilterOptions(arguments)
        try validate()
    }

    /// The checks across options, and of the values no type rules out.
    private func validate() throws(UsageError) {
        guard items.isEmpty || itemsFile == nil else {
            throw UsageError("items come from the arguments or from --items FILE, not both")
        }
        guard (0...1000).contains(spacing) else { throw UsageError("--spacing must be 0 to 1000 columns") }
        guard (CellOptions.minimumCellWidth...CellOptions.maximumCellWidth).contains(maxCellWidth) else {
            throw UsageError("--max-cell-width must be \(CellOptions.minimumCellWidth) to \(CellOptions.maximumCellWidth) columns")
        }
        guard maxItems >= 1 else { throw UsageError("--max-items must be at least 1") }
        guard (1...InputLoader.byteLimit).contains(maxBytes) else { throw UsageError("--max-bytes must be 1 to \(InputLoader.byteLimit) (4 GiB)") }
        guard snapThreshold >= 0 else { throw UsageError("--snap-threshold must be a number ≥ 0") }
        guard flickVelocity >= 0 else { throw UsageError("--flick-velocity must be a number ≥ 0") }
        guard Self.deceleration(deceleration) != nil else {
            throw UsageError("--deceleration must be normal, fast, or a number in [0, 1)")
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

    func run() -> Never {
        StandardDescriptors.occupy()
        if let query = filterOptions.filter { ProcessExit.now(FilterMode(command: self, query: query).run()) }
        ProcessExit.now(Program(command: self).run())
    }
}
