import Testing
@testable import MoodpickCore

/// A drag reported in pixels (DEC 1016: `InputEvent` columns with a `fraction`): its release
/// velocity comes from the pixels, not from whole columns (docs/CONTRACT.md §4, docs/PHYSICS.md §5).
@Suite("Picker: pixel drags")
struct PickerPixelDragTests {
    typealias H = PickerHarness

    /// The pointer's column `t` seconds into a drag left: 20 col/s for 200 ms from column 40.5,
    /// then `speed` col/s until the release (the user slows down before letting go).
    static func position(_ t: Double, speed: Double) -> Double {
        t <= 0.2 ? 40.5 - 20 * t : 36.5 - speed * (t - 0.2)
    }

    /// The reports of that drag, released at `seconds`, on a strip row: in pixels (a report every
    /// 8 ms, cells 10 pixels wide) or in cells (a report each time the pointer enters another
    /// column, as mode 1002 sends them, stamped at the crossing itself).
    static func reports(speed: Double, seconds: Double, pixels: Bool) -> [(Duration, InputEvent)] {
        let row = ScreenLayout(size: ScreenSize(columns: 80, rows: 24)).stripRow
        func at(_ t: Double, _ make: (Int, Int, Double) -> InputEvent) -> (Duration, InputEvent) {
            let pixel = Int((position(t, speed: speed) * 10).rounded(.down))  // what the terminal reports: whole pixels
            let column = pixels ? pixel / 10 : Int(position(t, speed: speed).rounded(.down))
            return (.nanoseconds(Int64((t * 1e9).rounded())), make(column, row, pixels ? Double(pixel % 10) / 10 : 0))
        }
        var events = [at(0) { .press(column: $0, row: $1, fraction: $2) }]
        var column = Int(position(0, speed: speed).rounded(.down))
        for k in 1..<Int((seconds / 0.001).rounded()) {  // every millisecond: a pixel report every 8th, a cell report at each crossing
            let t = Double(k) * 0.001
            let now = Int(position(t, speed: speed).rounded(.down))
            if pixels ? k % 8 == 0 : now != column { events.append(at(t) { .drag(column: $0, row: $1, fraction: $2) }) }
            column = now
        }
        events.append(at(seconds) { .release(column: $0, row: $1, fraction: $2) })
        return events
    }

    /// The strip's velocity at the release: the tracker's estimate, handed to the spring.
    static func releaseVelocity(_ events: [(Duration, InputEvent)]) -> Double {
        var picker = H.picker(H.moods(200), start: 60)
        for (time, event) in events { picker.handle(event, at: time) }
        return picker.velocity
    }

    @Test("a drag that slows before its release: pixel reports give the speed it was let go at, cell reports col/s off",
          arguments: [(3.0, 0.33), (5.0, 0.31), (8.0, 0.32)])
    func releaseVelocity(speed: Double, seconds: Double) {
        let fromPixels = Self.releaseVelocity(Self.reports(speed: speed, seconds: seconds, pixels: true))
        let fromCells = Self.releaseVelocity(Self.reports(speed: speed, seconds: seconds, pixels: false))
        // The strip follows the pointer: a drag left moves it toward later cells (positive).
        #expect(abs(fromPixels - speed) < 0.5, "pixels: \(fromPixels) col/s for \(speed)")
        #expect(abs(fromCells - speed) > 2, "cells: \(fromCells), pixels: \(fromPixels) col/s for \(speed)")
    }

    @Test("a pixel drag follows the pointer to the pixel: the offset moves by the fraction too")
    func followsToThePixel() {
        var picker = H.picker(H.moods(200), start: 60)
        let row = picker.screenLayout.stripRow
        let start = picker.offset
        picker.handle(.press(column: 40, row: row, fraction: 0.5), at: .zero)
        picker.handle(.drag(column: 39, row: row, fraction: 0.8), at: .milliseconds(20))
        #expect(abs(picker.offset - (start + 0.7)) < 1e-9)
    }

    @Test("a click reported in pixels is a click: it centers the cell under it")
    func click() {
        var picker = H.picker(H.moods(200), start: 60)
        let row = picker.screenLayout.stripRow
        picker.handle(.press(column: 46, row: row, fraction: 0.3), at: .zero)
        picker.handle(.release(column: 46, row: row, fraction: 0.6), at: .milliseconds(90))
        #expect(picker.target == 61)
    }
}
