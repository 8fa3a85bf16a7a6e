/// How a released strip picks the cell it settles on (`--snap`, docs/CONTRACT.md §5).
///
/// Every rule is a pure function of the ``Fling``, the ``StripLayout`` and the ``Deceleration``,
/// returns an index clamped to the list, sends ties to the lower index unless said otherwise,
/// and returns nil for an empty list (where every seed but 003 misbehaved: −1, a crash, or
/// an offset of FLT_MAX).
public enum SnapRule: Sendable, Equatable {
    /// The cell nearest the projected rest point (docs/PHYSICS.md seeds 002 and 004, with the iOS projection).
    ///
    /// Seed 002 (the 2014 Japanese post) compared left edges against a centering offset built
    /// from hard-coded `kWindowWidth = 320` and `kMenuCellWidth = 80`, starting from FLT_MAX, so
    /// it was off-center on any other screen and returned an absurd offset when no cell was in
    /// the rect; moodpick compares centers from the real layout and returns nil only for an empty
    /// list. Seed 004 (karmadust) only considered the cells visible at release, which capped a
    /// long fling at about two cells, and crashed on a force-unwrap when no cell was visible;
    /// moodpick has no cap (docs/CONTRACT.md §5). Both seeds keep the first of two equally near cells: the
    /// lower index, as here.
    ///
    /// The one addition: when |v| ≥ ``minimumFlingVelocity`` and that cell lies strictly behind
    /// the release point, against the motion (possible when the projection is short, e.g. with a
    /// `.fast` or zero rate), the first cell ahead of the release point is taken instead, so a
    /// flick never springs backwards (Chromium's end-and-direction strategy, docs/PHYSICS.md §4.3).
    case nearest
    /// The cell at or beyond the projected rest point in the direction of motion (docs/PHYSICS.md seed 000,
    /// MoodPicker, made symmetric).
    ///
    /// v > 0: the first cell whose center is ≥ p; v < 0: the last whose center is ≤ p; v = 0: the
    /// nearest, a tie going to the *higher* index (docs/PHYSICS.md seed 000's floor(x/w + ½) at rest).
    /// Seed 000 adds half a cell and then rounds up for v > 0, which lands one cell past the
    /// nearest (its own example: 199/50 = 3.98 gives 5 for a rightward flick), and rounds to
    /// nearest for v < 0; moodpick takes neither quirk.
    case directional
    /// One cell per drag once the drag is long enough (docs/PHYSICS.md seed 001, HorizontalPagingCollectionView).
    ///
    /// Velocity is ignored and the strip's momentum is cancelled at release, as the seed sets the
    /// target offset to the current one. With c the cell nearest `dragStart`: release − dragStart
    /// ≥ T → c + 1; ≤ −T → c − 1 (both inclusive, as the seed's ±50 pt); else c; clamped.
    /// The seed kept the page index as stored state and could hand −1 to `scrollToItem` on an
    /// empty list; moodpick derives c from the offset and returns nil. `columns` (T) is meant to
    /// be positive (`--snap-threshold`, default ``defaultThreshold``).
    case threshold(columns: Double)
    /// The cell nearest the release point, moved one cell in the direction of a flick (docs/PHYSICS.md seed 003,
    /// EL Passion's ScrollPageController).
    ///
    /// With c the cell nearest the *release* offset (not the projection): |v| ≥ V (inclusive, as
    /// the seed's 0.2 pt/ms) → c ± 1 toward v, clamped; else c. The seed found c with `min(by:)`
    /// over a `Dictionary`, so an exact tie went either way depending on the process's hash seed;
    /// moodpick sends it to the lower index. `flickVelocity` (V) is in columns per second
    /// (`--flick-velocity`, default ``defaultFlickVelocity``).
    case paging(flickVelocity: Double)

    /// |v| from which `.nearest` treats a release as a fling, 6 col/s: Android's minimum fling
    /// velocity of 50 dp/s at about 8 dp per column (docs/PHYSICS.md §0).
    public static let minimumFlingVelocity = 6.0
    /// `--snap-threshold` default: 2 columns (docs/PHYSICS.md seed 001's 50 pt, scaled to a terminal).
    public static let defaultThreshold = 2.0
    /// `--flick-velocity` default: 30 col/s (docs/PHYSICS.md seed 003's 0.2 pt/ms = 200 pt/s, scaled).
    public static let defaultFlickVelocity = 30.0

    /// The cell the strip should settle on, docs/CONTRACT.md §5 exactly; nil when the layout is empty.
    /// A NaN velocity counts as 0.
    public func target(for fling: Fling, in layout: StripLayout, deceleration: Deceleration) -> Int? {
        guard layout.count > 0 else { return nil }
        let last = layout.count - 1
        let v = fling.velocity.isNaN ? 0 : fling.velocity
        switch self {
        case .nearest:
            let p = deceleration.projectedOffset(from: fling.release, velocity: v)
            let i = layout.nearestIndex(to: p)
            guard abs(v) >= SnapRule.minimumFlingVelocity else { return i }
            let c = layout.center(of: i)
            if v > 0 && c < fling.release {
                return layout.firstIndex(centerAtLeast: fling.release) ?? last
            }
            if v < 0 && c > fling.release {
                return layout.lastIndex(centerAtMost: fling.release) ?? 0
            }
            return i
        case .directional:
            let p = deceleration.projectedOffset(from: fling.release, velocity: v)
            if v > 0 { return layout.firstIndex(centerAtLeast: p) ?? last }
            if v < 0 { return layout.lastIndex(centerAtMost: p) ?? 0 }
            let i = layout.nearestIndex(to: p)
            // nearestIndex keeps the lower of two equally near cells; this rule wants the higher.
            if i < last && abs(layout.center(of: i + 1) - p) == abs(p - layout.center(of: i)) { return i + 1 }
            return i
        case let .threshold(columns):
            let c = layout.nearestIndex(to: fling.dragStart)
            let moved = fling.release - fling.dragStart
            if moved >= columns { return min(c + 1, last) }
            if moved <= -columns { return max(c - 1, 0) }
            return c
        case let .paging(flickVelocity):
            let c = layout.nearestIndex(to: fling.release)
            guard v != 0, abs(v) >= flickVelocity else { return c }
            return v > 0 ? min(c + 1, last) : max(c - 1, 0)
        }
    }

    /// Whether the strip keeps its release velocity into the settle animation (false for
    /// `.threshold`, which cancels momentum as docs/PHYSICS.md seed 001 does).
    package var keepsMomentum: Bool {
        if case .threshold = self { return false }
        return true
    }
}
