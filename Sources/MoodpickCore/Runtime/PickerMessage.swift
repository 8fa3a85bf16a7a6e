/// What the loop tells the picker: everything that can change it, one message at a time
/// (`Picker.update(_:at:)`), each at a time since the run began.
package enum PickerMessage: Sendable {
    /// A key, a pointer event, a paste or a resize (in picture cells).
    case input(InputEvent)
    /// Time moved on with no input: a frame is due, or a deadline passed.
    case advance
    /// Run the next slice of the search under way, at most this many items.
    case searchSlice(Int)
    /// More items arrived on a streaming input: the whole store so far, and whether more may come.
    case items(ItemStore, loading: Bool)
    /// Thumbnails the worker finished (`--images`).
    case pictures([PictureUpdate])
    /// No input will ever come again and nothing is moving: the run ends, cancelled.
    case inputEnded
}

extension PickerMessage {
    /// How many items a search examines between two reads of the input: a few milliseconds of
    /// work, counted rather than timed so that replays are deterministic.
    package static let searchSliceItems = 50_000
}
