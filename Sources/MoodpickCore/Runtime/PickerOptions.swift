/// The behaviour settings of a picker (the command line's motion, typing and marking options).
package struct PickerOptions: Sendable, Equatable {
    /// How a release picks its cell (`--snap`).
    package var snapRule: SnapRule
    /// How far a fling would coast (`--deceleration`).
    package var deceleration: Deceleration
    /// Glide and spring (false: `--no-animation`, the strip jumps to each target).
    package var animated: Bool
    /// Mouse presses, drags, clicks and the wheel act (false: `--no-mouse`).
    package var mouse: Bool
    /// Where the picture goes, which decides which picture row is the strip's.
    package var placement: Placement
    /// Rows kept for `--preview` (0: no preview).
    package var previewRows = 0
    /// Typing jumps to the next label with the typed prefix (`--jump`) instead of filtering.
    package var jump: Bool
    /// Filter matches come best first (false: `--no-sort`, input order).
    package var sorted: Bool
    /// With `--multi[=N]`: how many items may be marked (`Int.max` when no N); nil: no marking.
    package var multi: Int?
    /// A rest on the same item under a different query is announced too (`.settled`): a
    /// `--preview` or `--on-change` command uses `{q}`.
    package var settlesOnQuery = false
    /// `--exact` and the case options (`-i`, `+i`).
    package var matchMode = MatchMode.standard
    /// A `--header` line is shown above the strip, which moves the strip down a row inline.
    package var header: Bool
    /// The terminal draws an emoji sequence as its code points side by side, their widths
    /// added up (tmux 3.3a: 👍🏽 is 4 columns, docs/EMOJI.md): the mark's right half then keeps
    /// a blank column after the centred emoji's glyph, as the left half has before it.
    package var sequencesDrawnApart = false

    package init(snapRule: SnapRule = .nearest, deceleration: Deceleration = .normal, animated: Bool = true, mouse: Bool = true,
                placement: Placement = .fullscreen, jump: Bool = false, sorted: Bool = true, multi: Int? = nil,
                header: Bool = false) {
        self.placement = placement
        self.snapRule = snapRule
        self.deceleration = deceleration
        self.animated = animated
        self.mouse = mouse
        self.jump = jump
        self.sorted = sorted
        self.multi = multi
        self.header = header
    }
}
