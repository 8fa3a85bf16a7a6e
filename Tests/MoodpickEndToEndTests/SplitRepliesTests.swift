import Testing

/// The probe's answers delivered in pieces far apart, as a terminal or an ssh link may deliver
/// them (docs/TERMINAL.md, "Replies in pieces"): the fake terminal (`Support/fake_terminal.py`)
/// answers as ghostty, whose answer set is the full one, cut after a byte with the rest 100 ms
/// later, or one byte every 20 ms, which runs past the 1 s wait. No cancel, nothing typed into
/// the query, the picture placed where the cursor report says.
@Suite("Replies in pieces on a fake terminal")
struct SplitRepliesTests {
    static let ghostty = FakeTerminalMatrixTests.ghostty
    /// Where the cursor report (row 5, column 1) places the picture's first row.
    static let anchored = "\u{1B}[5;1H"

    static func expectPlaced(_ run: FakeTerminalMatrixTests.Run, chosen: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 0 && chosen == "a\n", "not cancelled, the query empty; it wrote: \(run.output.debugDescription)",
                sourceLocation: sourceLocation)
        #expect(run.output.contains(anchored) && !run.output.contains("no cursor report"), "anchored at the report", sourceLocation: sourceLocation)
        #expect(!run.output.contains("1R"), "no reply drawn", sourceLocation: sourceLocation)
    }

    // (the bytes before the cut: right after the report's ESC, inside the report, inside a
    // DECRQM report, inside OSC 11, right after the ESC of its ST, just before DA1's final byte)
    @Test("the replies cut at one point, the rest 100 ms later: every answer counts, nothing typed", arguments: [1, 4, 10, 50, 68, 88])
    func cut(at bytes: Int) async throws {
        let (run, chosen) = try await FakeTerminalMatrixTests.run(Self.ghostty, exit: "choice", pieces: ["SPLIT_REPLIES": "\(bytes):100"])
        Self.expectPlaced(run, chosen: chosen)
        #expect(FakeTerminalMatrixTests.turnedOn(run.output) == Self.ghostty.turnedOn, "the answers after the cut came within the wait")
        FakeTerminalMatrixTests.allPutBack(run.output)
    }

    // (an Enter typed inside the first DECRQM report, within the wait; inside the cell size
    // report, after it; right after the ESC of OSC 11's ST)
    @Test("one byte every 20 ms, past the 1 s wait, an Enter typed among them: the Enter chooses, the late tail types nothing",
          arguments: [10, 68, 71])
    func byteByByte(enterAt bytes: Int) async throws {
        let (run, chosen) = try await FakeTerminalMatrixTests.run(
            Self.ghostty, exit: "typed", pieces: ["REPLY_BYTE_MS": "20", "ENTER_AT_BYTE": "\(bytes)"])
        Self.expectPlaced(run, chosen: chosen)
        FakeTerminalMatrixTests.allPutBack(run.output)
    }
}
