/// What the session's loop needs of a picker: the one seam between the loop and the pickers it
/// runs (the strip, `Picker`, and the wheels, `WheelPicker`). Each answers messages with effects
/// (`PickerEffect`) and draws its own frame; the loop paces, waits and carries out the effects
/// the same way for both.
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
    /// The frame of now, and its record (`--trace`, `--screen`).
    func frameRecord(in view: StripView, indent: Int, preview: PreviewBuffer?) -> FrameRecord
}

extension Picker: SessionModel {
    package func liveValues(settledOn item: Int) -> CommandTemplate.Values {
        CommandTemplate.Values(item: item, in: items, query: query.text)
    }

    package func frameRecord(in view: StripView, indent: Int, preview: PreviewBuffer?) -> FrameRecord {
        let frame = view.frame(of: self, indent: indent, preview: preview)
        return FrameRecord(time: time, offset: offset, centeredIndex: centeredIndex, frame: frame)
    }
}
