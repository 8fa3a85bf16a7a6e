import Testing
@testable import MoodpickCore

/// The strip's motion on its own, without a picker: one state, the target and the pointer's
/// hold derived from it.
@Suite("StripMotion")
struct StripMotionTests {
    /// Five cells 4 wide with 2 of spacing: centers 6 columns apart.
    static let layout = StripLayout(count: 5, width: 4, spacing: 2)

    static func hold(at offset: Double) -> DragState {
        DragState(pressColumn: 40, pressTime: .zero, startOffset: offset, rawStart: offset, tracker: VelocityTracker())
    }

    static func glide(_ motion: inout StripMotion, to index: Int, from position: Double, animated: Bool = true) -> Bool {
        motion.glide(to: index, in: layout, from: position, velocity: 0, at: .zero, response: SpringSegment.standardResponse,
                     easesFling: false, animated: animated)
    }

    @Test("resting: on a cell's center, that cell the target, nothing held; empty: offset 0, no target")
    func resting() {
        let motion = StripMotion(restingOn: 3)
        #expect(motion.offset(at: .zero, in: Self.layout) == Self.layout.center(of: 3))
        #expect(motion.target == 3 && !motion.isDragging && !motion.isGliding && motion.velocity(at: .zero) == 0)
        let empty = StripMotion(restingOn: nil)
        #expect(empty.offset(at: .zero, in: Self.layout) == 0 && empty.target == nil)
    }

    @Test("a glide targets its cell at once, moves on the spring, and settles exactly on the center")
    func glide() {
        var motion = StripMotion(restingOn: 0)
        #expect(Self.glide(&motion, to: 2, from: 0) == false)
        #expect(motion.target == 2 && motion.isGliding)
        let midway = motion.offset(at: .milliseconds(100), in: Self.layout)
        #expect(midway > 0 && midway < Self.layout.center(of: 2))
        #expect(motion.settle(at: .milliseconds(100)) == false)
        #expect(motion.settle(at: .seconds(5)) == true)
        #expect(motion.offset(at: .seconds(5), in: Self.layout) == Self.layout.center(of: 2) && !motion.isGliding)
        #expect(motion.settle(at: .seconds(6)) == false, "a rest settles once")
    }

    @Test("without animation, or already there and still, a glide rests at once", arguments: [(false, 0), (true, 2)])
    func glideRestsAtOnce(animated: Bool, from index: Int) {
        var motion = StripMotion(restingOn: index)
        #expect(Self.glide(&motion, to: 2, from: Self.layout.center(of: index), animated: animated) == true)
        #expect(motion.target == 2 && !motion.isGliding)
    }

    @Test("a drag holds the strip: no target while it does; a glide lets go")
    func drag() {
        var motion = StripMotion(restingOn: 1)
        motion.hold(Self.hold(at: 6), at: 4.5)
        #expect(motion.target == nil && motion.isDragging && motion.offset(at: .zero, in: Self.layout) == 4.5)
        _ = Self.glide(&motion, to: 1, from: 4.5)
        #expect(motion.target == 1 && !motion.isDragging)
    }

    @Test("a scrub keeps the glide's target while the pointer holds the indicator, and lets go into the glide")
    func scrub() {
        var motion = StripMotion(restingOn: 0)
        _ = Self.glide(&motion, to: 4, from: 0)
        var hold = Self.hold(at: 0)
        hold.scrubs = true
        motion.holdScrub(hold)
        #expect(motion.target == 4 && motion.isDragging && motion.isGliding)
        #expect(motion.settle(at: .seconds(5)) && motion.isDragging, "the spring settles, the hold stays")
        #expect(motion.offset(at: .seconds(5), in: Self.layout) == Self.layout.center(of: 4))
        motion.letGoOfScrub()
        #expect(motion.target == 4 && !motion.isDragging && !motion.isGliding)
    }

    @Test("rest(on:) is the one rest: it lets go of any hold")
    func rest() {
        var motion = StripMotion(restingOn: 0)
        motion.hold(Self.hold(at: 0), at: 3)
        motion.rest(on: 2)
        #expect(motion.target == 2 && !motion.isDragging && motion.offset(at: .zero, in: Self.layout) == Self.layout.center(of: 2))
    }

    @Test("key presses in a quick run glide faster than a single press")
    func keyRun() {
        var motion = StripMotion(restingOn: 0)
        #expect(motion.keyPressResponse(at: .zero) == SpringSegment.standardResponse)
        #expect(motion.keyPressResponse(at: .milliseconds(50)) < SpringSegment.standardResponse)
    }
}
