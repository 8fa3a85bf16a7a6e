/// What a snapping rule knows about a gesture when the pointer lets go (docs/CONTRACT.md §5).
///
/// All offsets are strip offsets in columns (docs/CONTRACT.md §3); velocity is in columns per second,
/// positive toward later cells. Seeds 000, 002 and 004 start from the projected rest point
/// (derived from `release` and `velocity`), docs/PHYSICS.md seed 003 from `release`, seed 001 from the
/// displacement `release − dragStart`.
public struct Fling: Sendable, Equatable {
    /// The strip offset when the drag began (the cell nearest it was centered then), columns.
    public var dragStart: Double
    /// The strip offset when the pointer was released, columns.
    public var release: Double
    /// The release velocity, columns per second, positive toward later cells.
    public var velocity: Double

    /// A gesture that began at `dragStart` and was let go at `release` (strip offsets, columns)
    /// moving at `velocity` (columns per second).
    public init(dragStart: Double, release: Double, velocity: Double) {
        self.dragStart = dragStart
        self.release = release
        self.velocity = velocity
    }
}
