import MoodpickCore
import Testing

/// One row of a snapping table: where the drag began and ended, how fast, and the cell expected.
struct SnapCase: Sendable, CustomTestStringConvertible {
    var dragStart: Double
    var release: Double
    var velocity: Double
    var rate: Double = 0.998
    var expected: Int
    var note: String = ""

    var fling: Fling { Fling(dragStart: dragStart, release: release, velocity: velocity) }
    var testDescription: String { "start \(dragStart) release \(release) v \(velocity) d \(rate) → \(expected) \(note)" }
}

/// The terminal strip of docs/PHYSICS.md: cells 4 wide, 2 apart (pitch 6), 30 of them (centers 0…174).
let terminalStrip = StripLayout(count: 30, width: 4, spacing: 2)
/// Uneven widths 2, 10, 4, 30, 2 with spacing 2: centers 0, 8, 17, 36, 54.
let unevenStrip = StripLayout(widths: [2, 10, 4, 30, 2], spacing: 2)

func release(_ x: Double, _ v: Double, rate: Double = 0.998, _ expected: Int, _ note: String = "") -> SnapCase {
    SnapCase(dragStart: x, release: x, velocity: v, rate: rate, expected: expected, note: note)
}

/// The seeds named in the tests are the five published snapping recipes of docs/PHYSICS.md ("The seeds").
@Suite("SnapRule")
struct SnapRuleTests {
    @Test("docs/PHYSICS.md §8 worked example: 40 col/s from cell 10 projects 19.96 col to cell 13")
    func workedExample() {
        let p = Deceleration.normal.projectedOffset(from: 60, velocity: 40)
        #expect(abs(p - 79.96) < 1e-9)
        #expect(terminalStrip.nearestIndex(to: p) == 13)
        let fling = Fling(dragStart: 60, release: 60, velocity: 40)
        #expect(SnapRule.nearest.target(for: fling, in: terminalStrip, deceleration: .normal) == 13)
        #expect(SnapRule.nearest.target(for: fling, in: terminalStrip, deceleration: .fast) == 11)
    }

    @Test("every rule: an empty list has no target", arguments: [
        SnapRule.nearest, .directional, .threshold(columns: 2), .paging(flickVelocity: 30)])
    func empty(rule: SnapRule) {
        for layout in [StripLayout(widths: [], spacing: 2), StripLayout(count: 0, width: 4, spacing: 2)] {
            for v in [-100.0, 0, 100] {
                #expect(rule.target(for: Fling(dragStart: 0, release: 5, velocity: v), in: layout, deceleration: .normal) == nil)
            }
        }
    }

    @Test("every rule: one item is always item 0", arguments: [
        SnapRule.nearest, .directional, .threshold(columns: 2), .paging(flickVelocity: 30)])
    func single(rule: SnapRule) {
        let layout = StripLayout(widths: [8], spacing: 2)
        for v in [-1000.0, -6, 0, 6, 1000] {
            for (start, end) in [(0.0, 0.0), (0, 50), (0, -50), (-30, 30)] {
                let fling = Fling(dragStart: start, release: end, velocity: v)
                #expect(rule.target(for: fling, in: layout, deceleration: .normal) == 0)
            }
        }
    }

    @Test("only .threshold cancels momentum (seed 001)")
    func momentum() {
        #expect(SnapRule.nearest.keepsMomentum)
        #expect(SnapRule.directional.keepsMomentum)
        #expect(SnapRule.paging(flickVelocity: 30).keepsMomentum)
        #expect(!SnapRule.threshold(columns: 2).keepsMomentum)
    }

    // MARK: nearest

    @Test("nearest: the cell nearest the iOS projection; a flick never springs backwards", arguments: [
        release(60, 40, 13, "§8"),
        release(60, 40, rate: 0.99, 11, "§8 .fast"),
        release(60, -40, 7, "40.04 → 6.67 → 7"),
        release(62.9, 0, 10), release(63, 0, 10, "tie → lower"), release(63.1, 0, 11),
        release(61, 6, rate: 0.99, 11, "p 61.594 is nearest 10, behind: first ahead"),
        release(61, 5.999, rate: 0.99, 10, "below 6 col/s: no fix"),
        release(62, 6, rate: 0, 11, "zero rate, exactly 6 col/s"),
        release(62, 5.99, rate: 0, 10),
        release(62, -6, rate: 0, 10, "nearest is ahead for v < 0"),
        release(58, -6, rate: 0, 9, "nearest 10 behind for v < 0: last center ≤ 58"),
        release(58, -5.99, rate: 0, 10),
        release(0, -50, 0, "first cell"),
        release(174, 50, 29, "last cell"),
        release(174, 6, rate: 0.99, 29, "on the last center, not behind"),
        release(175, 10, rate: 0, 29, "past the end: nothing ahead, clamped"),
        release(-3, -10, rate: 0, 0, "before the start"),
        release(60, 10_000, 29, "a huge fling is clamped"),
    ])
    func nearest(row: SnapCase) {
        #expect(SnapRule.nearest.target(for: row.fling, in: terminalStrip, deceleration: Deceleration(rate: row.rate)) == row.expected)
    }

    /// Seed 002's geometry (320-wide window, 80-wide cells, centered insets), velocity already in the
    /// proposed offset: here a zero rate makes the projection the offset itself.
    @Test("nearest: seed 002's vectors, ties to the lower cell, nil instead of FLT_MAX", arguments: [
        release(119, 0, rate: 0, 1), release(120, 0, rate: 0, 1, "exact half → lower (seed's strict <)"),
        release(121, 0, rate: 0, 2), release(160, 0, rate: 0, 2),
        release(-500, 0, rate: 0, 0, "no cell in the seed's rect: it returned p + FLT_MAX"),
        release(10_000, 0, rate: 0, 49),
    ])
    func seed002(row: SnapCase) {
        let layout = StripLayout(count: 50, width: 80, spacing: 0)
        #expect(SnapRule.nearest.target(for: row.fling, in: layout, deceleration: Deceleration(rate: row.rate)) == row.expected)
    }

    /// Seed 004 only looked at the cells visible at release (3–5 at 320/80), so this fling stopped
    /// at cell 4; moodpick follows the projection all the way (docs/CONTRACT.md §5: no cap).
    @Test("nearest: no cap at the visible cells (seed 004 would stop at cell 4)")
    func seed004() {
        let layout = StripLayout(count: 50, width: 80, spacing: 0)
        let fling = Fling(dragStart: 160, release: 160, velocity: 4000)  // p = 160 + 1996 = 2156
        #expect(SnapRule.nearest.target(for: fling, in: layout, deceleration: .normal) == 27)
        // A tie between two visible cells goes to the lower one, as docs/PHYSICS.md seed 004's strict comparison does.
        #expect(SnapRule.nearest.target(for: Fling(dragStart: 0, release: 200, velocity: 0), in: layout, deceleration: .normal) == 2)
    }

    @Test("nearest: uneven widths (centers 0, 8, 17, 36, 54)", arguments: [
        release(26.5, 0, rate: 0, 2, "midway 17–36 → lower"), release(26.6, 0, rate: 0, 3),
        release(4, 0, rate: 0, 0), release(4.1, 0, rate: 0, 1),
        release(9, 6, rate: 0, 2, "nearest 8 is behind: first ahead is 17"),
        release(45, 100, 4), release(45, -100, 0),
    ])
    func nearestUneven(row: SnapCase) {
        #expect(SnapRule.nearest.target(for: row.fling, in: unevenStrip, deceleration: Deceleration(rate: row.rate)) == row.expected)
    }

    // MARK: directional

    /// Seed 000's own example: offset 199 with 50-wide cells is 3.98 cells. The seed gives 5 for a
    /// rightward flick (its extra cell) and 4 for a leftward one; moodpick gives 4 and 3.
    @Test("directional: seed 000's example, made symmetric", arguments: [
        release(199, 1, rate: 0, 4, "seed: 5"), release(199, -1, rate: 0, 3, "seed: 4"),
        release(199, 0, rate: 0, 4, "seed: 4"), release(199, 0.001, rate: 0, 4, "no dead zone"),
        release(175, 0, rate: 0, 4, "v = 0 tie → higher, as the seed's floor(x + ½)"),
        release(25, 0, rate: 0, 1, "v = 0 tie → higher"), release(24.9, 0, rate: 0, 0),
        release(200, 1, rate: 0, 4, "on a center, v > 0"), release(200, -1, rate: 0, 4, "on a center, v < 0"),
        release(-10, -1, rate: 0, 0), release(-10, 1, rate: 0, 0),
        release(1e6, 1, rate: 0, 99, "clamped (the seed's 'last item + 1')"), release(1e6, -1, rate: 0, 99),
    ])
    func seed000(row: SnapCase) {
        let layout = StripLayout(count: 100, width: 48, spacing: 2)  // pitch 50, as the post's cells
        #expect(SnapRule.directional.target(for: row.fling, in: layout, deceleration: Deceleration(rate: row.rate)) == row.expected)
    }

    @Test("directional: with the iOS projection and uneven widths", arguments: [
        (terminalStrip, release(60, 40, 14, "p 79.96 → first center ≥ is 84")),
        (terminalStrip, release(60, -40, 6, "p 40.04 → last center ≤ is 36")),
        (terminalStrip, release(60, 0, 10)),
        (terminalStrip, release(63, 0, 11, "tie → higher")),
        (unevenStrip, release(17.5, 1, rate: 0, 3)),
        (unevenStrip, release(35.9, -1, rate: 0, 2)),
        (unevenStrip, release(26.5, 0, rate: 0, 3, "tie → higher")),
        (unevenStrip, release(17, 1, rate: 0, 2, "on a center")),
    ])
    func directional(layout: StripLayout, row: SnapCase) {
        #expect(SnapRule.directional.target(for: row.fling, in: layout, deceleration: Deceleration(rate: row.rate)) == row.expected)
    }

    // MARK: threshold

    /// Seed 001's demo: 280-wide cells 16 apart (pitch 296), 5 of them, threshold 50 (inclusive).
    @Test("threshold: seed 001's ±50, one cell per drag, velocity ignored", arguments: [
        SnapCase(dragStart: 0, release: 50, velocity: 0, expected: 1, note: "exactly +T"),
        SnapCase(dragStart: 0, release: 49.9, velocity: 3000, expected: 0, note: "short drag, fast: ignored"),
        SnapCase(dragStart: 296, release: 246, velocity: 0, expected: 0, note: "exactly −T"),
        SnapCase(dragStart: 296, release: 246.1, velocity: -3000, expected: 1),
        SnapCase(dragStart: 0, release: 50, velocity: -9999, expected: 1, note: "velocity against the drag"),
        SnapCase(dragStart: 0, release: 800, velocity: 0, expected: 1, note: "one cell however far"),
        SnapCase(dragStart: 1184, release: 1244, velocity: 0, expected: 4, note: "last cell"),
        SnapCase(dragStart: 0, release: -60, velocity: 0, expected: 0, note: "first cell"),
        SnapCase(dragStart: 140, release: 190, velocity: 0, expected: 1, note: "started nearest 0"),
        SnapCase(dragStart: 148, release: 198, velocity: 0, expected: 1, note: "start on a tie: cell 0"),
        SnapCase(dragStart: 149, release: 199, velocity: 0, expected: 2, note: "started nearest 1"),
        SnapCase(dragStart: 148, release: 148, velocity: 0, expected: 0),
    ])
    func seed001(row: SnapCase) {
        let layout = StripLayout(count: 5, width: 280, spacing: 16)
        #expect(SnapRule.threshold(columns: 50).target(for: row.fling, in: layout, deceleration: .normal) == row.expected)
    }

    @Test("threshold: the terminal default of 2 columns", arguments: [
        SnapCase(dragStart: 60, release: 62, velocity: 0, expected: 11),
        SnapCase(dragStart: 60, release: 61.999, velocity: 50, expected: 10),
        SnapCase(dragStart: 60, release: 58, velocity: 0, expected: 9),
        SnapCase(dragStart: 60, release: 58.001, velocity: -50, expected: 10),
        SnapCase(dragStart: 174, release: 190, velocity: 0, expected: 29),
    ])
    func thresholdDefault(row: SnapCase) {
        let rule = SnapRule.threshold(columns: SnapRule.defaultThreshold)
        #expect(rule.target(for: row.fling, in: terminalStrip, deceleration: .normal) == row.expected)
    }

    @Test("threshold: uneven widths (centers 0, 8, 17, 36, 54)", arguments: [
        SnapCase(dragStart: 26.5, release: 28.5, velocity: 0, expected: 3, note: "start on a tie: cell 2"),
        SnapCase(dragStart: 26.6, release: 24.6, velocity: 0, expected: 2, note: "started nearest 3"),
        SnapCase(dragStart: 54, release: 10, velocity: 0, expected: 3, note: "one cell back, however far"),
    ])
    func thresholdUneven(row: SnapCase) {
        #expect(SnapRule.threshold(columns: 2).target(for: row.fling, in: unevenStrip, deceleration: .normal) == row.expected)
    }

    // MARK: paging

    /// Seed 003's own spec (ScrollPageControllerSpec): pages at 0, 100, 300, velocities ±2 pt/ms
    /// (±2000 pt/s here) against its 0.2 pt/ms (200) threshold. The release point is used, not the
    /// projection, so the iOS rate passed in changes nothing.
    @Test("paging: seed 003's spec table", arguments: [
        release(-1000, 0, 0), release(0, 0, 0), release(49, 0, 0), release(51, 0, 1), release(1000, 0, 2),
        release(-1000, 2000, 1), release(0, 2000, 1), release(49, 2000, 1), release(51, 2000, 2), release(1000, 2000, 2),
        release(-1000, -2000, 0), release(0, -2000, 0), release(49, -2000, 0), release(51, -2000, 0), release(1000, -2000, 1),
        release(49, 200, 1, "exactly V is a flick"), release(49, 199.99, 0), release(51, -200, 0), release(51, -199.99, 1),
        release(50, 0, 0, "tie → lower (the seed: hash order)"), release(200, 0, 1, "tie → lower"),
        release(50, 200, 1, "tie then flick"), release(200, -200, 0),
    ])
    func seed003(row: SnapCase) {
        let layout = StripLayout(widths: [100, 100, 300], spacing: 0)
        #expect(SnapRule.paging(flickVelocity: 200).target(for: row.fling, in: layout, deceleration: .normal) == row.expected)
    }

    @Test("paging: the terminal default of 30 col/s", arguments: [
        release(60, 30, 11), release(60, 29.99, 10), release(60, -30, 9), release(60, -29.99, 10),
        release(62.9, 30, 11, "from the nearest cell, not ahead of the release"),
        release(0, -30, 0), release(174, 30, 29), release(174, 1000, 29, "one cell at most"),
    ])
    func pagingDefault(row: SnapCase) {
        let rule = SnapRule.paging(flickVelocity: SnapRule.defaultFlickVelocity)
        #expect(rule.target(for: row.fling, in: terminalStrip, deceleration: .normal) == row.expected)
    }

    // MARK: properties

    @Test("properties over random layouts and flings: valid index, and each rule's own promise")
    func properties() {
        var rng = SeededGenerator(seed: 0x5A_AB)
        let rules: [SnapRule] = [.nearest, .directional, .threshold(columns: 2), .paging(flickVelocity: 30)]
        for _ in 0..<300 {
            let count = Int.random(in: 1...200, using: &rng)
            let layout = Bool.random(using: &rng)
                ? StripLayout(count: count, width: Int.random(in: 1...12, using: &rng), spacing: Int.random(in: 0...3, using: &rng))
                : StripLayout(widths: (0..<count).map { _ in Int.random(in: 1...16, using: &rng) }, spacing: Int.random(in: 0...3, using: &rng))
            let span = layout.maxOffset
            let decel = [Deceleration.normal, .fast, Deceleration(rate: 0)][Int.random(in: 0...2, using: &rng)]
            for _ in 0..<20 {
                let start = Double.random(in: -20...(span + 20), using: &rng)
                let end = start + Double.random(in: -40...40, using: &rng)
                let v = Bool.random(using: &rng) ? Double(Int.random(in: -8...8, using: &rng)) : Double.random(in: -200...200, using: &rng)
                let fling = Fling(dragStart: start, release: end, velocity: v)
                for rule in rules {
                    guard let t = rule.target(for: fling, in: layout, deceleration: decel) else {
                        Issue.record("nil target for \(rule) on \(count) cells"); continue
                    }
                    #expect(t >= 0 && t < count)
                    let c = layout.center(of: t)
                    switch rule {
                    case .nearest where abs(v) >= 6:
                        // Never behind the release against the motion, unless nothing lies ahead.
                        #expect((c - end) * v >= 0 || t == (v > 0 ? count - 1 : 0))
                    case .directional:
                        let p = decel.projectedOffset(from: end, velocity: v)
                        if v > 0 { #expect(c >= p || t == count - 1) }
                        if v < 0 { #expect(c <= p || t == 0) }
                    case .threshold:
                        #expect(abs(t - layout.nearestIndex(to: start)) <= 1)
                    case .paging:
                        #expect(abs(t - layout.nearestIndex(to: end)) <= 1)
                    default:
                        break
                    }
                }
            }
        }
    }
}
