/// What the session's loop needs of a mode's model: the one seam between the loop and the modes
/// it runs (docs/ARCHITECTURE.md, "Modes"). Each model answers messages with effects
/// (`PickerEffect`) and draws its own frame with the view it holds; the loop paces, waits and
/// carries out the effects the same way for every mode, and knows none of them.
package protocol SessionModel: Sendable {
    /// The time of the last message, since the run began.
    var time: Duration { get }
    /// Set once the run ended.
    var outcome: Outcome? { get }
    /// Whether frames must keep coming (a spring has not settled).
    var isAnimating: Bool { get }
    /// Whether a search is under way (the loop sends `.searchSlice` between looks at the input).
    var isSearching: Bool { get }
    /// When the picture changes by itself with no input, if ever.
    var nextDeadline: Duration? { get }
    /// The picture's size, in cells.
    var picture: ScreenSize { get }
    /// Acts on one message and returns what the loop must do.
    mutating func update(_ message: PickerMessage, at time: Duration) -> [PickerEffect]
    /// What `--preview` and `--on-change` get for a rest announced as `.settled(item:)`.
    func liveValues(settledOn item: Int) -> CommandTemplate.Values
    /// The frame of now, drawn by the model's own view, and its record (`--trace`, `--screen`):
    /// `indent` columns of row 0 belong to text printed before moodpick; `preview` is what
    /// `--preview` printed.
    func frameRecord(indent: Int, preview: PreviewBuffer?) -> FrameRecord
}
