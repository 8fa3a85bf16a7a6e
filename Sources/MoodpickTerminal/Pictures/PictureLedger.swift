import MoodpickCore

/// What a pixel-protocol layer has on the terminal, and what a frame must change there: pure
/// bookkeeping, the same for kitty and sixel (docs/IMAGES.md, "Drawing"), tested over sequences
/// of frames without a terminal.
///
/// Each item's image is sent once (`transmit`) and kept; each placement is keyed by its item and
/// a placement id (1 for an item's first placement in a frame, 2 for a second where a short
/// strip shows an item twice). A frame places what is new, moved or under a repainted row, and
/// deletes what left it; an unchanged placement costs nothing.
package struct PictureLedger: Sendable {
    /// One placement on the terminal: the item and its placement id there.
    package struct Key: Hashable, Sendable {
        package var item: Int
        package var placement: Int
        package init(item: Int, placement: Int) {
            self.item = item
            self.placement = placement
        }
    }

    /// What to do on the terminal, in order.
    package enum Step: Equatable, Sendable {
        /// Send the item's image (before its first placement).
        case transmit(item: Int)
        /// Place (or move) a placement.
        case place(PicturePlacement, Key)
        /// Delete a placement that left the frame (the image stays sent).
        case delete(Key)
    }

    /// The items whose images the terminal holds.
    package private(set) var transmitted: Set<Int> = []
    /// The placements on the terminal, as last drawn.
    package private(set) var placed: [Key: PicturePlacement] = [:]
    /// Every placement is drawn again at the next frame (after a resize).
    private var stale = false
    /// A placement of the last frame was left out: its image was not ready.
    package private(set) var isWaiting = false

    package init() {}

    /// The steps that take the terminal from what it has to `placements`. `ready(item)`: whether
    /// the item's image can be sent (its thumbnail is made); `repainted(row)`: whether that
    /// picture row's text was rewritten.
    package mutating func steps(for placements: [PicturePlacement], ready: (Int) -> Bool, repainted: (Int) -> Bool) -> [Step] {
        var steps: [Step] = []
        var next: [Key: PicturePlacement] = [:]
        var occurrences: [Int: Int] = [:]
        isWaiting = false
        for placement in placements {
            let occurrence = occurrences[placement.item, default: 0] + 1
            occurrences[placement.item] = occurrence
            let key = Key(item: placement.item, placement: occurrence)
            guard transmitted.contains(placement.item) || ready(placement.item) else {
                isWaiting = true
                continue
            }
            if !transmitted.contains(placement.item) {
                transmitted.insert(placement.item)
                steps.append(.transmit(item: placement.item))
            }
            next[key] = placement
            let beneathRepainted = (placement.row..<(placement.row + placement.rows)).contains(where: repainted)
            if stale || placed[key] != placement || beneathRepainted { steps.append(.place(placement, key)) }
        }
        let gone = placed.keys.filter { next[$0] == nil }.sorted { ($0.item, $0.placement) < ($1.item, $1.placement) }
        steps += gone.map(Step.delete)
        placed = next
        stale = false
        return steps
    }

    /// Whether `placements` leave out or move something drawn (a sixel's pixels to paint over);
    /// one added beside what stays is no such change.
    package func leavesOrMoves(_ placements: [PicturePlacement]) -> Bool {
        placed.values.contains { !placements.contains($0) }
    }

    /// The screen may have been erased: every placement in the next frame is drawn again.
    package mutating func invalidate() { stale = true }

    /// Nothing is on the terminal any more, not even the images sent.
    package mutating func forgetAll() {
        transmitted = []
        placed = [:]
        stale = false
        isWaiting = false
    }
}
