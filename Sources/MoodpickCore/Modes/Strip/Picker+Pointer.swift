/// The pointer: a press on the strip or the label row grabs the strip, a drag moves it one
/// column per column (with rubber-band resistance past either end), a release hands its velocity
/// to the snap rule, and a click centers a cell or chooses the centered one. The position
/// indicator is a scrollbar: a press glides to that fraction of the list, a drag scrubs.
extension Picker {
    /// The indicator's track on its row (the bottom row keeps its last column free).
    var indicatorTrack: IndicatorTrack {
        IndicatorTrack(usableColumns: screenLayout.usableColumns(row: screenLayout.indicatorRow ?? 0))
    }

    mutating func press(column: Int, row: Int, fraction: Double = 0) {
        guard options.mouse, layout.count > 0 else { return }
        if let vertical = verticalScreenLayout {
            // Upright, the pointer's row along the wheel is its place on the strip (no pixel fraction).
            guard vertical.listRows.contains(row), vertical.listColumns.contains(column) else { return }
            return grab(at: row - vertical.listRows.lowerBound, fraction: 0)
        }
        if row == screenLayout.indicatorRow, indicatorTrack.contains(column) {
            scrub(to: column)
            var hold = DragState(pressColumn: column, pressTime: time, startOffset: offset, rawStart: offset, tracker: VelocityTracker())
            hold.scrubs = true
            motion.holdScrub(hold)
            return
        }
        guard (screenLayout.stripRow..<screenLayout.stripRow + screenLayout.stripRows).contains(row) || row == screenLayout.labelRow else { return }
        grab(at: column, fraction: fraction)
    }

    /// The pointer grabbed the strip at `column` along it (a row of the wheel when upright).
    private mutating func grab(at column: Int, fraction: Double) {
        let position = offset  // the animation stops where it is
        var tracker = VelocityTracker()
        let raw = unbanded(position)
        tracker.add(position: raw, at: time)
        var hold = DragState(pressColumn: column, pressTime: time, startOffset: position, rawStart: raw, tracker: tracker)
        hold.pressFraction = fraction
        hold.lastFraction = fraction
        motion.hold(hold, at: position)
    }

    /// Glides to the item the indicator's `column` stands for.
    private mutating func scrub(to column: Int) {
        let index = indicatorTrack.index(atColumn: column, count: layout.count)
        if index != target || !isAnimating { glide(to: index, velocity: 0, response: Self.releaseResponse, release: true) }
    }

    mutating func dragPointer(to column: Int, row: Int, fraction: Double = 0) {
        guard var hold = motion.drag else { return }
        let (column, fraction) = alongStrip(column: column, row: row, fraction: fraction)
        if hold.scrubs {
            scrub(to: column)
            hold.lastColumn = column
            motion.holdScrub(hold)  // the scrub goes on until the release
            return
        }
        hold.farthest = max(hold.farthest, abs(column - hold.pressColumn))
        let raw = hold.rawOffset(atColumn: column, fraction: fraction)
        hold.tracker.add(position: raw, at: time)
        hold.lastColumn = column
        hold.lastFraction = fraction
        motion.hold(hold, at: banded(raw))
    }

    mutating func release(at column: Int, row: Int, fraction: Double = 0) {
        guard var hold = motion.drag else { return }
        let (column, fraction) = alongStrip(column: column, row: row, fraction: fraction)
        if hold.scrubs {
            motion.letGoOfScrub()
            scrub(to: column)
            return
        }
        hold.farthest = max(hold.farthest, abs(column - hold.pressColumn))
        let raw = hold.rawOffset(atColumn: column, fraction: fraction)
        if raw != hold.rawOffset(atColumn: hold.lastColumn, fraction: hold.lastFraction) { hold.tracker.add(position: raw, at: time) }
        motion.hold(hold, at: banded(raw))
        let heldSeconds = (time - hold.pressTime).moodpickSeconds
        if hold.farthest <= Self.clickSlopColumns && heldSeconds < Self.clickSeconds {
            click(column: hold.pressColumn, offset: hold.startOffset)
            return
        }
        let releaseOffset = offset
        let velocity = hold.tracker.velocity(at: time)
        let fling = Fling(dragStart: hold.startOffset, release: releaseOffset, velocity: velocity)
        let rule = options.snapRule
        let index = rule.target(for: fling, in: layout, deceleration: options.deceleration) ?? centeredIndex
        glide(to: index, velocity: rule.keepsMomentum ? velocity : 0, response: Self.releaseResponse, release: true)
    }

    /// A click centers the cell under the pointer, or chooses it when it is the cell now under
    /// the center column (docs/CONTRACT.md §4). A click on spacing settles the strip on the nearest cell.
    private mutating func click(column: Int, offset clickOffset: Double) {
        let geometry = self.geometry
        guard let hit = geometry.index(atColumn: column, offset: clickOffset) else {
            glide(to: layout.nearestIndex(to: clickOffset), velocity: 0, response: Self.releaseResponse, release: true)
            return
        }
        let underCenter = geometry.index(atColumn: geometry.centerColumn, offset: clickOffset)
            ?? layout.nearestIndex(to: clickOffset)
        if hit == underCenter {
            motion.rest(on: hit)  // chosen where it stands: no rest to announce
            outbox.end(marks.isEmpty ? .chosen(view.item(at: hit)) : .marked(marks.items))
            return
        }
        glide(to: hit, velocity: 0, response: Self.releaseResponse, release: true)
    }

    /// The displayed offset for a pointer-driven offset: 1:1 inside the strip, with rubber-band
    /// resistance past either end.
    private func banded(_ raw: Double) -> Double {
        let viewport = Double(stripSpan)
        if raw < 0 { return RubberBand.displayed(overshoot: raw, viewportColumns: viewport) }
        if raw > layout.maxOffset { return layout.maxOffset + RubberBand.displayed(overshoot: raw - layout.maxOffset, viewportColumns: viewport) }
        return raw
    }

    /// The pointer-driven offset that displays as `shown` (the inverse of `banded`).
    private func unbanded(_ shown: Double) -> Double {
        let viewport = Double(stripSpan)
        if shown < 0 { return RubberBand.overshoot(displayed: shown, viewportColumns: viewport) }
        if shown > layout.maxOffset { return layout.maxOffset + RubberBand.overshoot(displayed: shown - layout.maxOffset, viewportColumns: viewport) }
        return shown
    }
}
