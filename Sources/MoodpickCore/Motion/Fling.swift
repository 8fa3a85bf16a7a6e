/// What a snapping rule knows about a gesture when the pointer lets go (docs/CONTRACT.md §5).
///
/// All offsets are strip offsets in columns (docs/CONTRACT.md §3); velocity is in columns per second,
/// positive toward later cells. Seeds 000, 002 and 004 start from the projected rest point
/// (derived from `release` and `velocity`), docs/PHYSICS.md seed 003 from `release`, seed 001 from the
/// displacement `release − dragStart`.
package struct Fling: Sendable, Equatable {
    /// The strip offset when the drag began (the cell nearest it was centered then), columns.
    package var dragStart: Double
    /// The strip offset when the pointer was released, columns.
    package var release: Double
    /// The release velocity, columns per second, positive toward later cells.
    package var velocity: Double

    package init(dragStart: Double, release: Double, velocity: Double) {
        self.dragStart = dragStart
        self.release = release
        self.velocity = velocity
    }
}
