/// What the picker asks the loop to do: its update returns these as data, and the loop
/// (`Session`) carries them out in one place, as an Elm-style update returns commands.
package enum PickerEffect: Equatable, Sendable {
    /// The strip came to rest (or its view changed): this frame must be drawn even if it looks
    /// like the last one, so the rest position is always on screen.
    case restFrame
    /// The strip came to rest on a different item than at its last rest: the item index. This
    /// is the page-did-change callback of a paging collection view (docs/PHYSICS.md, seed 001):
    /// `--preview` and `--on-change` run on it, and a library user can observe it.
    case settled(item: Int)
    /// `--images`: the items whose thumbnails the strip wants now, nearest the centre first
    /// (`PictureSource.want`): asked whenever the centred item or the view changes.
    case wantPictures([PictureRequest])
    /// Ctrl-Z: give the terminal back and stop until `fg`.
    case suspend
    /// The run is over: the user chose or cancelled, or the input ended. The loop stops.
    case ended(Outcome)
}
