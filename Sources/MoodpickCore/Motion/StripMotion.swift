/// How the strip moves: the one owner of its offset, its target and whether the pointer holds
/// it. One state, from which the target and "is dragging" are derived, so the rule "no target
/// while the pointer holds the strip" holds by construction (docs/PHYSICS.md).
///
/// Offsets are in columns (the center of the first cell is 0, see `StripLayout`); times are
/// since the run began. The motion knows cells only as positions in a layout, which its callers
/// pass in: it never holds the layout, so a new view's layout cannot disagree with it.
struct StripMotion: Sendable {
    /// What the strip is doing.
    enum State: Sendable {
        /// At rest on the center of cell `on`; nil: the strip is empty (offset 0).
        case resting(on: Int?)
        /// On a critically damped spring toward the center of cell `to`.
        case gliding(to: Int, SpringSegment)
        /// Following the pointer, shown at `offset` (rubber-banded past either end).
        case dragging(DragState, offset: Double)
        /// The pointer holds the position indicator: the strip glides (or rests, `spring` nil)
        /// to the cell the pointer's column stands for, and the pointer keeps holding.
        case scrubbing(DragState, to: Int, SpringSegment?)
    }

    /// What the strip is doing now.
    private(set) var state: State
    /// How fast a run of key presses glides.
    private(set) var keyGlide = KeyGlide()

    /// A strip at rest on cell `index` (nil: empty).
    init(restingOn index: Int?) { state = .resting(on: index) }

    // MARK: - Derived

    /// The cell the strip rests on or glides to; nil while the pointer drags it (or it is empty).
    var target: Int? {
        switch state {
        case .resting(let index): return index
        case .gliding(let index, _), .scrubbing(_, let index, _): return index
        case .dragging: return nil
        }
    }

    /// The pointer's hold on the strip, if it holds it (a drag or a scrub).
    var drag: DragState? {
        switch state {
        case .dragging(let state, _), .scrubbing(let state, _, _): return state
        case .resting, .gliding: return nil
        }
    }

    /// Whether the pointer holds the strip.
    var isDragging: Bool { drag != nil }

    /// The spring under way, if any.
    private var spring: SpringSegment? {
        switch state {
        case .gliding(_, let spring): return spring
        case .scrubbing(_, _, let spring): return spring
        case .resting, .dragging: return nil
        }
    }

    /// Whether a spring is still moving the strip, so frames must keep coming.
    var isGliding: Bool { spring != nil }

    /// The offset at `time`, in columns.
    func offset(at time: Duration, in layout: StripLayout) -> Double {
        if let spring { return spring.position(at: time) }
        switch state {
        case .dragging(_, let offset): return offset
        case .resting(let index?), .scrubbing(_, let index, nil): return layout.center(of: index)
        default: return 0
        }
    }

    /// The velocity at `time`, in columns per second (0 at rest and while dragging).
    func velocity(at time: Duration) -> Double { spring?.velocity(at: time) ?? 0 }

    // MARK: - Updates

    /// Puts the strip at rest on cell `index` (nil: the strip is empty) at once, letting go of
    /// any pointer hold. The one way a rest is written.
    mutating func rest(on index: Int?) { state = .resting(on: index) }

    /// Starts the spring toward the center of `index` from `position` and `velocity` at `time`,
    /// ending any drag; when `animated` is false, or the strip is already there and still,
    /// it rests at once. Returns whether it came to rest now.
    /// - Parameter easesFling: the glide follows a release (or click), whose fling is eased so the
    ///   strip does not visibly speed up; key glides are only ever stiffened.
    mutating func glide(to index: Int, in layout: StripLayout, from position: Double, velocity: Double, at time: Duration,
                        response: Double, easesFling: Bool, animated: Bool) -> Bool {
        let destination = layout.center(of: index)
        guard animated, position != destination || velocity != 0 else {
            rest(on: index)
            return true
        }
        let spring = SpringSegment.toward(target: destination, from: position, velocity: velocity, at: time,
                                          response: response, easesFling: easesFling)
        state = .gliding(to: index, spring)
        return false
    }

    /// The response for a key press at `time` (a run of fast presses glides faster).
    mutating func keyPressResponse(at time: Duration) -> Double { keyGlide.press(at: time) }

    /// Ends a spring that has settled by `time`: the strip rests exactly on its target's center.
    /// Returns whether it came to rest now.
    mutating func settle(at time: Duration) -> Bool {
        switch state {
        case .gliding(let index, let spring) where spring.isSettled(at: time):
            state = .resting(on: index)
        case .scrubbing(let hold, let index, let spring?) where spring.isSettled(at: time):
            state = .scrubbing(hold, to: index, nil)
        default:
            return false
        }
        return true
    }

    /// The pointer grabbed the strip (or moved it): it shows at `offset`, held by `hold`.
    mutating func hold(_ hold: DragState, at offset: Double) { state = .dragging(hold, offset: offset) }

    /// The pointer holds the position indicator: whatever glide or rest the last scrub started
    /// goes on under `hold`.
    mutating func holdScrub(_ hold: DragState) {
        switch state {
        case .resting(let index?), .scrubbing(_, let index, nil): state = .scrubbing(hold, to: index, nil)
        case .gliding(let index, let spring), .scrubbing(_, let index, let spring?): state = .scrubbing(hold, to: index, spring)
        case .resting(nil), .dragging: break
        }
    }

    /// The pointer let go of the indicator: the scrub's glide (or rest) goes on by itself.
    mutating func letGoOfScrub() {
        if case .scrubbing(_, let index, let spring) = state {
            state = spring.map { .gliding(to: index, $0) } ?? .resting(on: index)
        }
    }
}
