import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// The pixel layers' bookkeeping over sequences of frames (docs/IMAGES.md, "Drawing"): sent
/// once, re-placed as the strip glides, deleted when a cell leaves, drawn again after a resize,
/// everything sent again after Ctrl-Z.
@Suite struct PictureLedgerTests {
    typealias Key = PictureLedger.Key
    static func cell(_ item: Int, at column: Int, columns: Int = 8, skipped: Int = 0) -> PicturePlacement {
        PicturePlacement(item: item, row: 1, column: column, columns: columns, rows: 4, skippedColumns: skipped, cellColumns: 8)
    }
    static let never: @Sendable (Int) -> Bool = { _ in false }
    static let all: @Sendable (Int) -> Bool = { _ in true }

    @Test func aGlideRePlacesWithoutSendingAgainAndACellLeavingIsDeleted() {
        var ledger = PictureLedger()
        let first = [Self.cell(0, at: 0, columns: 6, skipped: 2), Self.cell(1, at: 7)]
        #expect(ledger.steps(for: first, ready: Self.all, repainted: Self.never) == [
            .transmit(item: 0), .place(first[0], Key(item: 0, placement: 1)), .transmit(item: 1), .place(first[1], Key(item: 1, placement: 1)),
        ])
        let glided = [Self.cell(0, at: 0, columns: 5, skipped: 3), Self.cell(1, at: 6)]
        #expect(ledger.steps(for: glided, ready: Self.all, repainted: Self.never) == [
            .place(glided[0], Key(item: 0, placement: 1)), .place(glided[1], Key(item: 1, placement: 1)),
        ], "moved: placed again with the same ids, nothing sent")
        #expect(ledger.steps(for: glided, ready: Self.all, repainted: Self.never) == [], "unchanged: nothing")
        #expect(ledger.steps(for: glided, ready: Self.all, repainted: { $0 == 4 }) == [
            .place(glided[0], Key(item: 0, placement: 1)), .place(glided[1], Key(item: 1, placement: 1)),
        ], "a row under them repainted: placed again")
        #expect(ledger.steps(for: glided, ready: Self.all, repainted: { $0 == 5 || $0 == 0 }) == [], "rows beside them: nothing")
        let left = [Self.cell(1, at: 0, columns: 7, skipped: 1), Self.cell(2, at: 8)]
        #expect(ledger.steps(for: left, ready: Self.all, repainted: Self.never) == [
            .place(left[0], Key(item: 1, placement: 1)), .transmit(item: 2), .place(left[1], Key(item: 2, placement: 1)),
            .delete(Key(item: 0, placement: 1)),
        ])
        #expect(ledger.steps(for: [], ready: Self.all, repainted: Self.never) == [.delete(Key(item: 1, placement: 1)), .delete(Key(item: 2, placement: 1))])
        #expect(ledger.transmitted == [0, 1, 2], "deleting a placement keeps the image")
        let back = [Self.cell(0, at: 3)]
        #expect(ledger.steps(for: back, ready: Self.all, repainted: Self.never) == [.place(back[0], Key(item: 0, placement: 1))], "back: placed, not sent")
    }

    @Test func aThumbnailNotMadeIsWaitedForThenDrawn() {
        var ledger = PictureLedger()
        let frame = [Self.cell(0, at: 0), Self.cell(1, at: 9)]
        #expect(ledger.steps(for: frame, ready: { $0 == 0 }, repainted: Self.never) == [.transmit(item: 0), .place(frame[0], Key(item: 0, placement: 1))])
        #expect(ledger.isWaiting)
        #expect(ledger.steps(for: frame, ready: Self.all, repainted: Self.never) == [.transmit(item: 1), .place(frame[1], Key(item: 1, placement: 1))])
        #expect(!ledger.isWaiting)
    }

    @Test func aResizeDrawsEverythingAgainAndCtrlZSendsEverythingAgain() {
        var ledger = PictureLedger()
        let frame = [Self.cell(0, at: 0), Self.cell(1, at: 9)]
        _ = ledger.steps(for: frame, ready: Self.all, repainted: Self.never)
        ledger.invalidate()
        let narrower = [Self.cell(1, at: 0)]
        #expect(ledger.steps(for: narrower, ready: Self.all, repainted: Self.never) == [
            .place(narrower[0], Key(item: 1, placement: 1)), .delete(Key(item: 0, placement: 1)),
        ], "placed again even where it did not move; what left still deleted")
        ledger.forgetAll()
        #expect(ledger.steps(for: narrower, ready: Self.all, repainted: Self.never) == [.transmit(item: 1), .place(narrower[0], Key(item: 1, placement: 1))])
    }

    @Test func anItemShownTwiceHasTwoPlacements() {
        var ledger = PictureLedger()
        let twice = [Self.cell(0, at: 0), Self.cell(0, at: 9)]
        #expect(ledger.steps(for: twice, ready: Self.all, repainted: Self.never) == [
            .transmit(item: 0), .place(twice[0], Key(item: 0, placement: 1)), .place(twice[1], Key(item: 0, placement: 2)),
        ])
    }

    @Test func whatASixelLeavesBehind() {
        var ledger = PictureLedger()
        let rest = [Self.cell(0, at: 0), Self.cell(1, at: 9)]
        #expect(!ledger.leavesOrMoves(rest), "nothing drawn yet")
        _ = ledger.steps(for: rest, ready: Self.all, repainted: Self.never)
        #expect(!ledger.leavesOrMoves(rest) && !ledger.leavesOrMoves(rest + [Self.cell(2, at: 18)]), "the same, or one more beside them")
        #expect(ledger.leavesOrMoves([]), "moving: the core draws symbols, no placements")
        #expect(ledger.leavesOrMoves([Self.cell(0, at: 1), Self.cell(1, at: 9)]), "one moved")
    }
}

@Suite struct PictureGeometryTests {
    static let cell = TerminalAbilities.PixelSize(width: 10, height: 20)
    static func geometry(skipped: Int = 0, columns: Int = 8, width: Int, height: Int) -> PictureGeometry? {
        PictureGeometry(placement: PicturePlacement(item: 0, row: 0, column: 0, columns: columns, rows: 4, skippedColumns: skipped, cellColumns: 8),
                        imageWidth: width, imageHeight: height, cell: cell)
    }

    @Test func centredInItsBoxAndCutByTheEdge() throws {
        // The box is 80 × 80 pixels.
        let wide = try #require(Self.geometry(width: 80, height: 60))
        #expect([wide.x, wide.y, wide.width, wide.height, wide.columnOffset, wide.rowOffset, wide.pixelX, wide.pixelY] == [0, 0, 80, 60, 0, 0, 0, 10])
        let cutWide = try #require(Self.geometry(skipped: 3, columns: 5, width: 80, height: 60))
        #expect([cutWide.x, cutWide.width, cutWide.columnOffset, cutWide.pixelX] == [30, 50, 0, 0])
        let tall = try #require(Self.geometry(width: 45, height: 80))
        #expect([tall.x, tall.width, tall.columnOffset, tall.pixelX, tall.pixelY] == [0, 45, 1, 7, 0], "17 pixels in: column 1, 7 pixels")
        let cutLeft = try #require(Self.geometry(skipped: 2, columns: 6, width: 60, height: 80))
        #expect([cutLeft.x, cutLeft.width, cutLeft.columnOffset, cutLeft.pixelX] == [10, 50, 0, 0])
        let cutRight = try #require(Self.geometry(columns: 3, width: 60, height: 80))
        #expect([cutRight.x, cutRight.width, cutRight.columnOffset, cutRight.pixelX] == [0, 20, 1, 0])
        #expect(Self.geometry(skipped: 7, columns: 1, width: 60, height: 80) == nil, "only the box's margin shown")
        #expect(PictureGeometry(placement: PicturePlacement(item: 0, row: 0, column: 0, columns: 8, rows: 4, cellColumns: 8), imageWidth: 8, imageHeight: 8,
                                cell: .init(width: 0, height: 0)) == nil)
    }
}
