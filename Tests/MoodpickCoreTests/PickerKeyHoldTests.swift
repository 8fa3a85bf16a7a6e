import Testing
@testable import MoodpickCore

/// Keys whose release the terminal reports (the kitty keyboard protocol's event types;
/// docs/CONTRACT.md §4 "Held keys"): taps, a held arrow, the long press, Esc. Every time is
/// virtual: the messages' own.
@Suite("Picker: held keys")
struct PickerKeyHoldTests {
    typealias H = PickerHarness

    /// What a session would see: `events` at their milliseconds, with a frame's `advance`
    /// between them, then frames until the strip rests (or `limit` ms).
    struct Run {
        var picker: Picker
        /// Each frame's time and offset, in order.
        var frames: [(time: Duration, offset: Double)] = []
        /// When the strip came to rest after the last event.
        var restTime: Duration?

        init(_ picker: Picker, events: [(Double, InputEvent)], limit: Double = 10_000) {
            self.picker = picker
            for (ms, event) in events {
                frames(until: H.ms(ms))
                self.picker.handle(event, at: H.ms(ms))
                frames.append((H.ms(ms), self.picker.offset))
            }
            let end = H.ms(limit)
            while (self.picker.isAnimating || self.picker.nextDeadline != nil) && self.picker.time < end && self.picker.outcome == nil {
                self.picker.advance(to: self.picker.time + H.frame)
                frames.append((self.picker.time, self.picker.offset))
            }
            restTime = self.picker.isAnimating ? nil : self.picker.time
        }

        private mutating func frames(until time: Duration) {
            while picker.time + H.frame < time {
                picker.advance(to: picker.time + H.frame)
                frames.append((picker.time, picker.offset))
            }
        }
    }

    static func picker(start: Int = 0, count: Int = 200) -> Picker { H.picker(H.moods(count), start: start) }

    @Test("taps (a press and its release 80 ms later) move one cell each, however fast they come", arguments: [
        (1, 300.0), (3, 250.0), (5, 120.0), (8, 90.0),
    ])
    func taps(count: Int, spacing: Double) {
        var events: [(Double, InputEvent)] = []
        for k in 0..<count {
            events.append((Double(k) * spacing, .keyDown(.right)))
            events.append((Double(k) * spacing + min(80, spacing - 5), .keyUp(.right)))
        }
        let run = Run(Self.picker(start: 10), events: events)
        #expect(run.picker.target == 10 + count)
        #expect(run.picker.offset == run.picker.layout.center(of: 10 + count))
        #expect(run.restTime != nil)
    }

    @Test("a tap left moves one cell back; taps stop at the list's ends")
    func tapLeftAndEnds() {
        #expect(Run(Self.picker(start: 10), events: [(0, .keyDown(.left)), (70, .keyUp(.left))]).picker.target == 9)
        #expect(Run(Self.picker(start: 0), events: [(0, .keyDown(.left)), (70, .keyUp(.left))]).picker.target == 0)
        #expect(Run(Self.picker(start: 4, count: 5), events: [(0, .keyDown(.right)), (70, .keyUp(.right))]).picker.target == 4)
    }

    /// A held Right: its press at 0, `repeats` auto-repeats from 500 ms every 33 ms until the
    /// release at `releaseMs`.
    static func held(_ key: Key = .right, releaseMs: Double, repeats: Int) -> [(Double, InputEvent)] {
        var events: [(Double, InputEvent)] = [(0, .keyDown(key))]
        for k in 0..<repeats where 500 + Double(k) * 33 < releaseMs { events.append((500 + Double(k) * 33, .keyRepeat(key))) }
        events.append((releaseMs, .keyUp(key)))
        return events
    }

    @Test("a held arrow glides from its press and rests on the cell ahead within 500 ms of its release; repeats queue nothing",
          arguments: [(1000.0, 0), (1000.0, 3), (1000.0, 15), (600.0, 40), (2500.0, 60)])
    func heldArrow(releaseMs: Double, repeats: Int) throws {
        let run = Run(Self.picker(start: 3), events: Self.held(releaseMs: releaseMs, repeats: repeats))
        let release = H.ms(releaseMs)
        // Where it rests: the glide's own count at the release, whatever the number of repeats.
        let steps = KeyHold.steps(after: releaseMs / 1000)
        #expect(run.picker.target == 3 + steps)
        let rest = try #require(run.restTime)
        #expect(run.picker.offset == run.picker.layout.center(of: 3 + steps))
        // How soon: within 500 ms of the release, on virtual time.
        #expect(rest - release <= .milliseconds(500), "rested \(rest - release) after the release")
        // A cell ahead: never back, from the press to the rest (monotone, no overshoot).
        let offsets = run.frames.map(\.offset)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        let atRelease = try #require(run.frames.last { $0.time <= release }).offset
        #expect(run.picker.offset >= atRelease)
        // It glides from its press: moving within a frame or two of it.
        #expect(try #require(run.frames.first { $0.time > .zero && $0.time <= H.ms(40) }).offset > run.picker.layout.center(of: 3))
    }

    @Test("the glide's schedule: one cell at the press, the rest from 200 ms on at 8 cells/s rising to 30")
    func schedule() {
        #expect(KeyHold.steps(after: 0) == 1)
        #expect(KeyHold.steps(after: 0.199) == 1)
        #expect(KeyHold.steps(after: 0.2) == 2)
        #expect(KeyHold.steps(after: 0.3) == 2 + 0)  // 0.8 + 0.1 cells
        #expect(KeyHold.steps(after: 0.35) == 3)  // 1.2 + 0.225 cells
        #expect(KeyHold.steps(after: 1.0) == 2 + 12)  // 6.4 + 6.4 cells
        #expect(KeyHold.steps(after: 2.3) == 2 + 50)  // the ramp's 20.9 cells in 1.1 s, then 30 cells/s for 1.0 s
        for step in 2...80 {
            let t = KeyHold.seconds(toStep: step)
            #expect(KeyHold.steps(after: t) == step, "step \(step) at \(t) s")
            #expect(KeyHold.steps(after: t - 1e-6) == step - 1, "step \(step) just before \(t) s")
        }
    }

    @Test("a held Left glides back and stops at the first cell")
    func heldLeftToTheEnd() throws {
        let run = Run(Self.picker(start: 6), events: Self.held(.left, releaseMs: 3000, repeats: 70))
        #expect(run.picker.target == 0)
        #expect(try #require(run.restTime) - H.ms(3000) <= .milliseconds(500))
    }

    @Test("held against the list's end: no glide starts, and no rest is drawn again at every step")
    func heldAgainstTheEnd() {
        var picker = Self.picker(start: 0)
        picker.handle(.keyDown(.left), at: .zero)  // the press's own rest (and the first one's)
        var rests = 0
        for k in 1...60 { rests += picker.advance(to: H.frame * k).filter { $0 == .restFrame }.count }
        #expect(rests == 0, "a second of holding drew \(rests) rests")
        #expect(picker.target == 0 && !picker.isAnimating)
    }

    @Test("a release that never comes ends the hold 1.5 s after the last sign of the key")
    func lostRelease() throws {
        let run = Run(Self.picker(start: 0), events: [(0, .keyDown(.right)), (500, .keyRepeat(.right))])
        #expect(run.picker.target == KeyHold.steps(after: 2.0))
        #expect(try #require(run.restTime) <= H.ms(2500))
    }

    @Test("another key, or the pointer, takes over from a held arrow; Enter while held chooses the cell it glides to")
    func takeOver() {
        let other = Run(Self.picker(start: 0), events: [(0, .keyDown(.right)), (700, .keyDown(.left)), (760, .keyUp(.left)), (900, .keyUp(.right))])
        #expect(other.picker.target == KeyHold.steps(after: 0.7) - 1)
        let typed = Run(Self.picker(start: 0), events: [(0, .keyDown(.right)), (700, .key(.character("x")))])
        #expect(typed.picker.query.text == "x")
        var picker = Self.picker(start: 0)
        picker.handle(.keyDown(.right), at: .zero)
        for k in 1...42 { picker.advance(to: H.frame * k) }
        let target = picker.target
        picker.handle(.key(.enter), at: H.frame * 42)
        #expect(picker.outcome == .chosen(target!))
    }

    @Test("a repeat of a key not held repeats it, as without event types: a held Backspace erases on")
    func repeatsOfOtherKeys() {
        let run = Run(H.picker(query: "abc"), events: [(0, .keyDown(.backspace)), (500, .keyRepeat(.backspace)), (533, .keyRepeat(.backspace)), (600, .keyUp(.backspace))])
        #expect(run.picker.query.text.isEmpty)
    }

    @Test("Esc as a key event cancels at once, at its press")
    func escape() {
        var picker = Self.picker(start: 2)
        let effects = picker.handle(.keyDown(.escape), at: H.ms(40))
        #expect(effects.contains(.ended(.cancelled)))
        #expect(picker.outcome == .cancelled)
        #expect(picker.time == H.ms(40))
    }
}

/// The long press of Enter on an emoji with skin tones, measured from its press to its release.
@Suite("Picker: the long press of Enter")
struct PickerKeyLongPressTests {
    static func picker() -> Picker { ToneStripTests.picker() }

    @Test("released within 500 ms Enter chooses, at its release", arguments: [50.0, 200.0, 499.0])
    func shortPress(releaseMs: Double) {
        var picker = Self.picker()
        let thumbs = picker.selectedItem
        picker.handle(.keyDown(.enter), at: .zero)
        #expect(picker.outcome == nil)
        picker.advance(to: PickerHarness.ms(releaseMs - 1))
        #expect(picker.outcome == nil && picker.toneStrip == nil)
        picker.handle(.keyUp(.enter), at: PickerHarness.ms(releaseMs))
        #expect(picker.outcome == .chosen(thumbs!))
    }

    @Test("held 500 ms Enter opens the skin tones there and then; its release afterwards chooses nothing")
    func longPress() throws {
        var picker = Self.picker()
        let thumbs = picker.selectedItem
        picker.handle(.keyDown(.enter), at: .zero)
        #expect(picker.nextDeadline == .milliseconds(500))
        picker.advance(to: .milliseconds(499))
        #expect(picker.toneStrip == nil)
        picker.advance(to: .milliseconds(500))
        let strip = try #require(picker.toneStrip)
        #expect(strip.item == thumbs)
        picker.handle(.keyRepeat(.enter), at: .milliseconds(530))
        picker.handle(.keyUp(.enter), at: .milliseconds(900))
        #expect(picker.outcome == nil)
        #expect(picker.toneStrip != nil)
        picker.handle(.keyDown(.right), at: .milliseconds(1000))
        picker.handle(.keyUp(.right), at: .milliseconds(1080))
        picker.handle(.key(.enter), at: .milliseconds(1500))
        #expect(picker.outcome == .chosen(thumbs!))
        #expect(picker.toneStrip?.chosen == strip.picker.selectedIndex + 1)
    }

    @Test("on an emoji without tones, and as a legacy key, Enter chooses at its press")
    func noTones() {
        var plain = ToneStripTests.picker(start: "grinning face")
        plain.handle(.keyDown(.enter), at: .zero)
        #expect(plain.outcome != nil)
        var legacy = Self.picker()
        legacy.handle(.key(.enter), at: .zero)
        #expect(legacy.outcome != nil)
    }
}
