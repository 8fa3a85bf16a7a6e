import MoodpickCore

/// How a pick looks and moves: the command line's flags of the same names (moodpick(1)),
/// each with the command line's default.
public struct PickOptions: Sendable {
    /// Where the picture goes.
    public enum Height: Sendable, Hashable {
        /// Under the cursor, in the rows the picture needs (`rows: nil`, the default) or in
        /// `rows` rows (`--height N`); the rows are given back to the shell afterwards.
        case inline(rows: Int? = nil)
        /// The whole screen, on the alternate screen (`--fullscreen`).
        case fullscreen
    }

    /// The text before the search line (`--prompt`).
    public var prompt: String
    /// The search typed before the first key (`--query`).
    public var query: String
    /// The item the strip starts on, counted from 0 (`--start-index`); past the end, the last.
    public var start: Int
    /// Where the picture goes (`--height`, `--fullscreen`).
    public var height: Height
    /// How a released strip picks the cell it settles on (`--snap`).
    public var snapRule: SnapRule
    /// How far a released strip would coast (`--deceleration`).
    public var deceleration: Deceleration
    /// Whether the strip glides from cell to cell (`--no-animation` turns it off).
    public var animated: Bool
    /// Whether the mouse can drag and fling the strip (`--no-mouse` turns it off).
    public var mouse: Bool
    /// Blank columns between two cells (`--spacing`), 0 to 1000.
    public var spacing: Int
    /// Whether the row of key help is shown (`--no-help` hides it).
    public var showsKeyHelp: Bool
    /// Called with an item's index each time the strip comes to rest on another item than the
    /// one it last rested on (the event `--preview` and `--on-change` run on,
    /// docs/CONTRACT.md §13). It runs on the thread that draws: keep it short.
    public var onSettle: (@Sendable (Int) -> Void)?

    /// The command line's defaults: prompt `> `, inline, `.nearest` with `.normal` deceleration,
    /// animated, with the mouse, 2 columns apart, the key help shown.
    public init(
        prompt: String = "> ", query: String = "", start: Int = 0, height: Height = .inline(),
        snapRule: SnapRule = .nearest, deceleration: Deceleration = .normal, animated: Bool = true, mouse: Bool = true,
        spacing: Int = 2, showsKeyHelp: Bool = true, onSettle: (@Sendable (Int) -> Void)? = nil
    ) {
        self.prompt = prompt
        self.query = query
        self.start = start
        self.height = height
        self.snapRule = snapRule
        self.deceleration = deceleration
        self.animated = animated
        self.mouse = mouse
        self.spacing = spacing
        self.showsKeyHelp = showsKeyHelp
        self.onSettle = onSettle
    }
}

extension PickOptions {
    /// The checks the command line makes of the same flags, as a thrown error.
    func validated() throws(PickError) -> PickOptions {
        guard (0...1000).contains(spacing) else { throw .invalidOptions("spacing must be 0 to 1000 columns, not \(spacing)") }
        if case .inline(let rows?) = height, rows < Placement.minimumInlineRows {
            throw .invalidOptions("an inline height must be at least \(Placement.minimumInlineRows) rows, not \(rows)")
        }
        return self
    }

    /// The picker's settings these options make.
    var pickerOptions: PickerOptions {
        let placement: Placement
        switch height {
        case .fullscreen: placement = .fullscreen
        case .inline(let rows): placement = .inline(rows: rows)
        }
        return PickerOptions(snapRule: snapRule, deceleration: deceleration, animated: animated, mouse: mouse, placement: placement)
    }
}
