/// The geometry of the strip: where each cell sits, in columns, and the searches the picker,
/// the snapping rules and the painter need (nearest cell, cell under a point, visible cells).
///
/// Coordinates are *offsets* (docs/CONTRACT.md §3): columns measured from the center of cell 0, so cell i
/// is centered at `center(of: i)` and the offset that puts it under the viewport's center is that
/// same number. Centered insets make every center, from the first to the last, reachable.
///
/// Storage is sized for a million items (docs/CONTRACT.md §3, §9):
/// - equal widths keep no arrays at all: every query is arithmetic, O(1) memory and time;
/// - differing widths keep 2 bytes per cell (`UInt16` widths) plus one prefix sum every
///   `sampleStride` cells (8 bytes per 64 cells), so a left edge costs at most 63 additions
///   and a search costs a binary search over the samples plus one block scan.
/// `init(widths:spacing:)` stores equal widths the cheap way too, so two layouts with the same
/// geometry compare equal however they were built.
///
/// Cells that arrive later (standard input still streaming, docs/CONTRACT.md §12) are added
/// with `append(widths:)`, which costs what it adds: the widths and samples are
/// `AppendOnlyArray`s, so the cells already laid out are neither measured nor copied again.
public struct StripLayout: Sendable, Equatable {
    /// Cells per prefix-sum sample: a query scans at most this many widths past its sample.
    static let sampleStride = 64
    /// The widest cell a stored width can describe (it is a `UInt16`); wider than any cell
    /// `CellOptions` makes (`CellOptions.maximumCellWidth`).
    package static let maximumStoredWidth = Int(UInt16.max)

    enum Storage: Sendable, Equatable {
        /// Every cell `width` columns wide: nothing per cell.
        case uniform(width: Int)
        /// `widths[i]` per cell; `prefix[b]` = sum of `widths[0 ..< b·64]` (spacing excluded).
        case varying(widths: AppendOnlyArray<UInt16>, prefix: AppendOnlyArray<Int>)
    }

    private(set) var storage: Storage
    /// The number of cells.
    public private(set) var count: Int
    /// Columns of blank between two neighbouring cells (never negative).
    public let spacing: Int
    /// The widest cell's width, in columns (1 when empty): whether a cap (`capped(at:)`) has
    /// anything to do is known without looking at every cell.
    package private(set) var widest = 1

    /// A strip of cells with their own widths, in columns.
    ///
    /// Widths are clamped to `1...65535` and a negative spacing is taken as 0, so a bad
    /// measurement can never make centers go backwards (every search relies on that order).
    public init(widths: [Int], spacing: Int) {
        self.init(streaming: widths, spacing: spacing)
    }

    /// The same from any sequence of widths, read once: a loader can stream widths straight in
    /// without first building an `[Int]` (8 bytes per cell) next to the 2 bytes kept here.
    package init(widths: some Sequence<Int>, spacing: Int) {
        self.init(streaming: widths, spacing: spacing)
    }

    private init(streaming widths: some Sequence<Int>, spacing: Int) {
        self.spacing = max(0, spacing)
        count = 0
        storage = .uniform(width: 1)
        append(widths: widths)
    }

    /// Adds cells after the last one, as if the layout had been made with every width at once
    /// (`init(widths:spacing:)`: the same clamping, and equal widths stay arithmetic). The cells
    /// already there keep their places. Costs O(new cells), amortized, not O(all cells): the
    /// first width that differs from equal ones before it writes those out once, later ones
    /// are appended. So items that stream in (docs/CONTRACT.md §12) cost what they add, however
    /// long the strip already is.
    package mutating func append(widths newWidths: some Sequence<Int>) {
        let expected = count + newWidths.underestimatedCount
        var widths = newWidths.makeIterator()
        var pending: Int?  // a width read while the cells were equal, that differs from them
        if case .uniform(var width) = storage {
            while pending == nil, let next = widths.next() {
                let w = Self.clamped(next)
                if count == 0 { width = w }
                widest = Swift.max(widest, w)
                if w == width {
                    count += 1
                    storage = .uniform(width: width)
                } else {
                    pending = w
                }
            }
            guard let first = pending else { return }
            // From here on, a width per cell: the equal cells so far are written out once.
            let capacity = Swift.max(expected, count + 1)
            var prefix = AppendOnlyArray<Int>(minimumCapacity: capacity / Self.sampleStride + 1)
            for block in stride(from: 0, to: count, by: Self.sampleStride) { prefix.append(block * width) }
            storage = .varying(widths: AppendOnlyArray(repeating: UInt16(width), count: count, minimumCapacity: capacity),
                               prefix: prefix)
            pending = first
        }
        guard case .varying(var cellWidths, var prefix) = storage else { return }
        storage = .uniform(width: 1)  // lets go of the lists, so the appends below write in place
        // The sum of the widths so far: the last sample, then the cells after it.
        let lastSample = (prefix.count - 1) * Self.sampleStride
        var sum = prefix.last ?? 0
        for i in Swift.max(lastSample, 0)..<count { sum += Int(cellWidths[i]) }
        func add(_ w: Int) {
            if count % Self.sampleStride == 0 { prefix.append(sum) }
            widest = Swift.max(widest, w)
            cellWidths.append(UInt16(w))
            sum += w
            count += 1
        }
        if let pending { add(pending) }
        while let next = widths.next() { add(Self.clamped(next)) }
        storage = .varying(widths: cellWidths, prefix: prefix)
    }

    /// A width as a cell can have it: 1...65535 columns.
    private static func clamped(_ width: Int) -> Int {
        Swift.min(Swift.max(width, 1), maximumStoredWidth)
    }

    /// A strip of `count` cells all `width` columns wide: O(1) memory, for a million cells.
    /// The width is clamped to `1...65535`, a negative count or spacing is taken as 0.
    public init(count: Int, width: Int, spacing: Int) {
        self.count = max(0, count)
        self.spacing = max(0, spacing)
        // An empty strip stores width 1, as the list initializer does, so empty layouts compare equal.
        storage = .uniform(width: count > 0 ? Swift.min(Swift.max(width, 1), StripLayout.maximumStoredWidth) : 1)
        widest = unsafeWidth(0)
    }

    /// The same cells, none wider than `cap` columns (`TextCellFit`): itself when none is, at no
    /// cost; else laid out again, O(count).
    package func capped(at cap: Int) -> StripLayout {
        guard widest > cap else { return self }
        let cap = Swift.max(cap, 1)
        if case .uniform(let width) = storage { return StripLayout(count: count, width: Swift.min(width, cap), spacing: spacing) }
        return StripLayout(widths: (0..<count).lazy.map { Swift.min(self.unsafeWidth($0), cap) }, spacing: spacing)
    }

    // MARK: Per-cell geometry

    /// The width of cell `index`, in columns. `index` must be in `0..<count`.
    package func width(of index: Int) -> Int {
        precondition(index >= 0 && index < count, "cell index \(index) outside 0..<\(count)")
        return unsafeWidth(index)
    }

    /// Offset that centers cell `index`: center_i − center_0 (equal widths: i·(w+s)), in columns.
    /// `index` must be in `0..<count`.
    public func center(of index: Int) -> Double {
        precondition(index >= 0 && index < count, "cell index \(index) outside 0..<\(count)")
        // 2·center = 2·L_i + w_i − w_0: an integer, so the half is exact.
        return Double(2 * absoluteLeft(index) + unsafeWidth(index) - unsafeWidth(0)) / 2
    }

    /// Left edge of the cell relative to center_0 (center(of:) − width/2), in columns.
    /// `index` must be in `0..<count`.
    package func leftEdge(of index: Int) -> Double {
        precondition(index >= 0 && index < count, "cell index \(index) outside 0..<\(count)")
        return Double(2 * absoluteLeft(index) - unsafeWidth(0)) / 2
    }

    /// center(of: count − 1), or 0 when empty: the largest offset a snap can rest on.
    package var maxOffset: Double {
        count == 0 ? 0 : center(of: count - 1)
    }

    // MARK: Searches

    /// The cell whose center is nearest `offset`; ties → lower index (docs/PHYSICS.md seeds 002 and 004 keep
    /// the first candidate on a tie); clamped to 0...count−1 (0 when empty or for NaN).
    public func nearestIndex(to offset: Double) -> Int {
        guard count > 0, !offset.isNaN else { return 0 }
        if offset.isInfinite { return offset > 0 ? count - 1 : 0 }
        // The cell k with L_k ≤ point < L_(k+1) has the nearest center among k−1, k, k+1.
        let k = lastCell(leftEdgeAtMost: offset) ?? 0
        var best = Swift.max(0, k - 1)
        var bestDistance = abs(offset - center(of: best))
        for i in stride(from: best + 1, through: Swift.min(count - 1, k + 1), by: 1) {
            let distance = abs(offset - center(of: i))
            if distance < bestDistance { best = i; bestDistance = distance }
        }
        return best
    }

    /// Seed 003's page fraction over the centers, clamped to 0...count−1 (0 when empty).
    ///
    /// Between the centers of cells k and k+1 it is k + (offset − center_k)/(center_(k+1) − center_k);
    /// on a center it is that cell's index; before the first or after the last it is clamped.
    /// Centers are strictly increasing, so docs/PHYSICS.md seed 003's sort and its duplicate-page jump do not arise.
    public func fraction(at offset: Double) -> Double {
        guard count > 0, !offset.isNaN else { return 0 }
        guard let k = lastCell(centerAtMost: offset) else { return 0 }
        if k == count - 1 { return Double(count - 1) }
        let here = center(of: k)
        if here == offset { return Double(k) }
        return Double(k) + (offset - here) / (center(of: k + 1) - here)
    }

    /// The cell under a strip point (offset coordinates): left edge inclusive, right edge
    /// exclusive (as UIKit's hit test in docs/PHYSICS.md seed 000's note); nil in the spacing or outside.
    public func index(at point: Double) -> Int? {
        guard count > 0, point.isFinite, let k = lastCell(leftEdgeAtMost: point) else { return nil }
        return point < leftEdge(of: k) + Double(unsafeWidth(k)) ? k : nil
    }

    /// Cells that overlap the viewport: the viewport shows strip points
    /// [offset − centerColumn, offset − centerColumn + viewportColumns) where
    /// centerColumn = Double(viewportColumns / 2) (integer division). O(log n) at worst, O(1)
    /// for equal widths. Empty when nothing overlaps (or the viewport has no columns).
    package func visibleRange(offset: Double, viewportColumns: Int) -> Range<Int> {
        guard count > 0, viewportColumns > 0, offset.isFinite else { return 0..<0 }
        let low = offset - Double(StripGeometry.centerColumn(columns: viewportColumns))
        let high = low + Double(viewportColumns)
        // First: the lowest cell whose right edge is past `low`.
        var first: Int
        if let k = lastCell(leftEdgeAtMost: low) {
            first = leftEdge(of: k) + Double(unsafeWidth(k)) > low ? k : k + 1
        } else {
            first = 0
        }
        // Last: the highest cell whose left edge is before `high`.
        guard let last = lastCell(leftEdgeBelow: high), first <= last else {
            first = Swift.min(first, count)
            return first..<first
        }
        return first..<(last + 1)
    }

    // MARK: Internals

    /// Bytes kept per layout beyond the struct itself (for tests of the storage promise).
    var storedBytes: Int {
        switch storage {
        case .uniform: return 0
        case let .varying(widths, prefix):
            return widths.capacity * MemoryLayout<UInt16>.stride + prefix.capacity * MemoryLayout<Int>.stride
        }
    }

    /// Elements the per-cell lists copied as they grew (for tests: O(cells) in all, however
    /// many batches they arrived in).
    var elementsCopied: Int {
        guard case let .varying(widths, prefix) = storage else { return 0 }
        return widths.elementsCopied + prefix.elementsCopied
    }

    /// The block holding the per-cell widths (nil: equal widths, none kept), for tests that a
    /// streamed batch appends to it rather than laying out every cell again.
    var widthsIdentity: ObjectIdentifier? {
        guard case let .varying(widths, _) = storage else { return nil }
        return widths.blockIdentity
    }

    @inline(__always)
    func unsafeWidth(_ index: Int) -> Int {
        switch storage {
        case let .uniform(width): return width
        case let .varying(widths, _): return Int(widths[index])
        }
    }

    /// L_i: the left edge of cell `index` measured from the left edge of cell 0, in columns.
    /// O(1) for equal widths, at most 63 additions otherwise. `index` may equal `count`.
    func absoluteLeft(_ index: Int) -> Int {
        switch storage {
        case let .uniform(width):
            return index * (width + spacing)
        case let .varying(widths, prefix):
            let block = index / StripLayout.sampleStride
            let start = block * StripLayout.sampleStride
            var sum: Int
            var from: Int
            if block < prefix.count {
                sum = prefix[block]
                from = start
            } else {  // index == count on a block boundary: continue from the last sample
                sum = prefix[prefix.count - 1]
                from = (prefix.count - 1) * StripLayout.sampleStride
            }
            for i in from..<index { sum += Int(widths[i]) }
            return sum + index * spacing
        }
    }

    /// The highest cell whose left edge (offset coordinates) is ≤ `point`, nil if none.
    func lastCell(leftEdgeAtMost point: Double) -> Int? {
        lastCell(where: { point >= leftEdge(of: $0) }, absolute: point + Double(unsafeWidth(0)) / 2, strict: false)
    }

    /// The highest cell whose left edge (offset coordinates) is < `point`, nil if none.
    func lastCell(leftEdgeBelow point: Double) -> Int? {
        lastCell(where: { point > leftEdge(of: $0) }, absolute: point + Double(unsafeWidth(0)) / 2, strict: true)
    }

    /// The first cell whose center is ≥ `offset`, nil if every center is before it.
    func firstIndex(centerAtLeast offset: Double) -> Int? {
        guard count > 0, !offset.isNaN else { return nil }
        let k = lastCell(centerAtMost: offset) ?? -1
        if k >= 0 && center(of: k) == offset { return k }
        return k + 1 < count ? k + 1 : nil
    }

    /// The last cell whose center is ≤ `offset`, nil if every center is after it.
    func lastIndex(centerAtMost offset: Double) -> Int? {
        guard count > 0, !offset.isNaN else { return nil }
        return lastCell(centerAtMost: offset)
    }

    /// The highest cell whose center is ≤ `offset`, nil if none.
    func lastCell(centerAtMost offset: Double) -> Int? {
        // The cell holding the point, or the one before it, is the answer; fix up exactly.
        var k = lastCell(leftEdgeAtMost: offset) ?? -1
        while k >= 0 && center(of: k) > offset { k -= 1 }
        while k + 1 < count && center(of: k + 1) <= offset { k += 1 }
        return k >= 0 ? k : nil
    }

    /// Finds the highest cell satisfying the monotone predicate `holds` (true for a prefix of
    /// the cells): a first guess from integer geometry on `absolute` (the point measured from
    /// cell 0's left edge), then an exact fix-up with `holds`, which costs a step or two.
    private func lastCell(where holds: (Int) -> Bool, absolute: Double, strict: Bool) -> Int? {
        guard count > 0, !absolute.isNaN else { return nil }
        var k = guess(absolute: absolute, strict: strict)
        while k >= 0 && !holds(k) { k -= 1 }
        while k + 1 < count && holds(k + 1) { k += 1 }
        return k >= 0 ? k : nil
    }

    /// The highest cell whose absolute left edge is ≤ (or < when `strict`) `absolute`, or −1,
    /// computed in floating point: close to the answer, made exact by the caller.
    private func guess(absolute a: Double, strict: Bool) -> Int {
        if a < 0 || (strict && a == 0) { return -1 }
        if a >= Double(absoluteLeft(count - 1)) + (strict ? 1 : 0) { return count - 1 }
        switch storage {
        case let .uniform(width):
            let pitch = Double(width + spacing)
            return Swift.min(count - 1, Swift.max(-1, Int((a / pitch).rounded(.down))))
        case let .varying(widths, prefix):
            // Binary search for the last block that starts at or before `a`...
            var lo = 0, hi = prefix.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if Double(prefix[mid] + mid * StripLayout.sampleStride * spacing) <= a { lo = mid } else { hi = mid - 1 }
            }
            // ...then walk it.
            var i = lo * StripLayout.sampleStride
            var left = prefix[lo] + i * spacing
            let end = Swift.min(count, i + StripLayout.sampleStride)
            while i + 1 < end {
                let next = left + Int(widths[i]) + spacing
                if Double(next) > a { break }
                left = next
                i += 1
            }
            return i
        }
    }
}
