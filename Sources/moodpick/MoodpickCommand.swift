import MoodpickCommandLine
import MoodpickCore

/// The command line (docs/CONTRACT.md §1–§6) as typed values, each parsed once from
/// `ParsedArguments` by `Option`'s names and checked here, its default taken from the option
/// table; the run is `Program`'s (or `FilterMode`'s).
struct MoodpickCommand {
    var input: InputOptions
    var output: OutputFormat
    var print0: Bool
    var selectOne: Bool
    var exitZero: Bool
    var prompt: String
    var header: String?
    var picking: PickerOptionsGroup
    var motion: MotionOptions
    var placement: PlacementOptions
    var layout: LayoutOptions
    var look: LookOptions
    var live: LiveOptions
    var emoji: EmojiOptions
    var recording: RecordingOptions
    var filter: FilterOptions
    /// The line-based picker instead of the strip (docs/CONTRACT.md §17).
    var accessible: Bool
    /// `--range`, `--time` or `--date`: wheels instead of items (docs/CONTRACT.md §18).
    var wheels: WheelOptions
    /// `--confirm`: a row of buttons instead of items (docs/CONTRACT.md, "Confirm").
    var confirm: ConfirmOptions
    /// `--images`: each item an image file, its cell a thumbnail (docs/IMAGES.md).
    var images: ImagesOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        input = try InputOptions(arguments)
        // Under --emoji the default is the emoji alone (docs/CONTRACT.md §15); elsewhere the table's.
        output = arguments.flag(.emoji) && !arguments.has(.output)
            ? .symbol
            : try arguments.defaulted(.output) { option throws(UsageError) in try arguments.choice(option, as: OutputFormat.self) }
        print0 = arguments.flag(.print0)
        selectOne = arguments.flag(.selectOne)
        exitZero = arguments.flag(.exitZero)
        prompt = try arguments.defaulted(.prompt) { option throws(UsageError) in arguments.string(option) }
        header = arguments.string(.header)
        picking = try PickerOptionsGroup(arguments)
        motion = try MotionOptions(arguments)
        placement = try PlacementOptions(arguments)
        layout = try LayoutOptions(arguments)
        images = try ImagesOptions(arguments, vertical: layout.orientation.isVertical)
        look = try LookOptions(arguments)
        live = try LiveOptions(arguments)
        emoji = try EmojiOptions(arguments)
        recording = try RecordingOptions(arguments)
        filter = try FilterOptions(arguments)
        wheels = try WheelOptions(arguments, output: output)
        confirm = try ConfirmOptions(arguments)
        accessible = AccessibleOptions.accessible(arguments, environment: Environment.value)
    }

    /// The picker's behaviour: motion, typing and marking, and where the picture goes.
    var pickerOptions: PickerOptions {
        var options = PickerOptions(
            snapRule: motion.snapRule, deceleration: motion.deceleration, animated: motion.animated, mouse: motion.mouse,
            placement: placement.placement(previewRows: live.previewRows, header: header != nil, vertical: layout.orientation.isVertical,
                                           stripRows: images.enabled ? images.rows : 1),
            jump: picking.jump, sorted: filter.sorted, multi: picking.multiLimit, header: header != nil)
        options.previewRows = live.previewRows
        options.orientation = layout.orientation
        options.previewWindow = layout.previewWindow
        options.border = layout.border
        options.matchMode = filter.matchMode
        options.settlesOnQuery = Self.usesQuery(live.preview) || Self.usesQuery(live.onChange)
        // Inside tmux, which adds up an emoji sequence's code points (docs/EMOJI.md, "What tmux
        // 3.3a draws").
        options.sequencesDrawnApart = Environment.value("TMUX") != nil
        return options
    }

    /// Whether a `--preview` or `--on-change` command reads the query. Asked of each command in
    /// turn, not over a list of them: a list of optional strings is a type the runtime makes at
    /// its first use (1 % of a short pick's instructions; Benchmarks/README.md, "The start-up budget").
    private static func usesQuery(_ command: String?) -> Bool {
        command.map { CommandTemplate($0).usesQuery } ?? false
    }

    func run() -> Never {
        StandardDescriptors.occupy()
        if let query = filter.filter { ProcessExit.now(FilterMode(command: self, query: query).run()) }
        ProcessExit.now(Program(command: self).run())
    }
}
