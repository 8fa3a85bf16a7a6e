import Foundation
import Testing

/// `--images` through a pixel protocol on the fake terminal (docs/IMAGES.md, "Drawing";
/// `Support/fake_terminal.py`): kitty 0.26 answers the graphics query, so the thumbnails are
/// sent once and placed; every exit path (a choice, a cancel, SIGTERM, SIGINT, a crash) deletes
/// them all after the last placement, from the undo list. foot 1.13's DA1 says sixel: the
/// thumbnails are sixel at rest, and every exit path erases their rows after the last one.
@Suite("Images through a pixel protocol")
struct ImagesPixelsTests {
    static let esc = "\u{1B}"
    static let deleteAll = "\(esc)_Ga=d,d=A,q=2\(esc)\\"
    static let sixel = "\(esc)P0;1;0q"

    /// Eight PNGs of noise in a scratch folder, their paths: a frame of their sixels is far
    /// larger than the pty's buffer, so a signal sent as one begins lands in the middle of it.
    static func images() throws -> (directory: URL, paths: [String]) {
        let directory = try Moodpick.scratchDirectory("images-pixels")
        var paths: [String] = []
        var seed: UInt32 = 12_345
        for n in 0..<8 {
            let path = directory.appendingPathComponent("img\(n).png").path
            var pixels: [UInt8] = []
            for _ in 0..<(112 * 84) {
                seed = seed &* 1_103_515_245 &+ 12_345
                pixels += [UInt8(truncatingIfNeeded: seed >> 8), UInt8(truncatingIfNeeded: seed >> 16), UInt8(truncatingIfNeeded: seed >> 24), 255]
            }
            try ImageFiles.write(pixels, width: 112, height: 84, to: path)
            paths.append(path)
        }
        return (directory, paths)
    }

    static func run(profile: String, term: String, exit: String, after marker: String) async throws -> (run: FakeTerminalMatrixTests.Run, chosen: String) {
        let (directory, paths) = try images()
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await FakeTerminalMatrixTests.run(
            profile: profile, exit: exit,
            command: ["env", "-u", "TMUX", "-u", "TERM_PROGRAM", "-u", "NO_COLOR", "LANG=C.UTF-8", "TERM=\(term)",
                      "XDG_CACHE_HOME=\(directory.path)", try Moodpick.binary(), "--images"] + paths,
            environment: ["END_AFTER": marker.replacingOccurrences(of: esc, with: "\\x1b")])
    }

    @Test("kitty: sent once, placed, and all deleted after the last placement on every exit path",
          arguments: [("choice", 0), ("cancel", 130), ("SIGTERM", -15), ("SIGINT", -2), ("SIGSEGV", -11)])
    func kittyDeletesEverything(exit: String, status: Int) async throws {
        let (run, _) = try await Self.run(profile: "kitty-0.26", term: "xterm-kitty", exit: exit, after: "\(Self.esc)_Ga=p,")
        #expect(run.status == status, "wrote: \(run.output.debugDescription)")
        let output = run.output
        #expect(output.contains("\(Self.esc)_Ga=t,f=32,s="), "a thumbnail sent")
        #expect(output.components(separatedBy: "\(Self.esc)_Ga=t,f=32,s=").count - 1 <= 4, "each at most once")
        let placed = try #require(output.range(of: "\(Self.esc)_Ga=p,", options: .backwards), "placed")
        let deleted = try #require(output.range(of: Self.deleteAll, options: .backwards), "deleted: \(output.debugDescription)")
        #expect(placed.lowerBound < deleted.lowerBound, "the delete comes after the last placement")
        FakeTerminalMatrixTests.allPutBack(output)
    }

    @Test("kitty and Ctrl-Z: every picture deleted before the stop; after fg the thumbnails are sent again (the delete freed them) and placed")
    func kittySuspend() async throws {
        let (run, chosen) = try await Self.run(profile: "kitty-0.26", term: "xterm-kitty", exit: "suspend", after: "\(Self.esc)_Ga=p,")
        #expect(run.status == 0 && !chosen.isEmpty, "wrote: \(run.output.debugDescription)")
        let parts = run.output.components(separatedBy: "[stopped]")
        try #require(parts.count == 2, "stopped once: \(run.output.debugDescription)")
        let beforeStop = try #require(parts[0].range(of: Self.deleteAll, options: .backwards), "deleted before the stop")
        #expect(parts[0].range(of: "\(Self.esc)_Ga=p,", options: .backwards).map { $0.lowerBound < beforeStop.lowerBound } == true)
        let sentAgain = try #require(parts[1].range(of: "\(Self.esc)_Ga=t,f=32,s="), "sent again after fg")
        let placedAgain = try #require(parts[1].range(of: "\(Self.esc)_Ga=p,"), "placed again after fg")
        #expect(sentAgain.lowerBound < placedAgain.lowerBound)
        #expect(parts[1].contains(Self.deleteAll), "and deleted at the end")
    }

    @Test("sixel (foot 1.13's DA1): drawn at rest, and its rows erased after the last one on SIGTERM and Esc",
          arguments: [("SIGTERM", -15), ("cancel", 130)])
    func sixelErased(exit: String, status: Int) async throws {
        let (run, _) = try await Self.run(profile: "foot-1.13", term: "foot", exit: exit, after: Self.sixel)
        #expect(run.status == status, "wrote: \(run.output.debugDescription)")
        let output = run.output
        let drawn = try #require(output.range(of: Self.sixel, options: .backwards), "a sixel drawn")
        #expect(!output.contains("\(Self.esc)_Ga="), "no kitty graphics where the query was not answered")
        let erased = try #require(output.range(of: "\(Self.esc)[J", options: .backwards), "the picture erased")
        #expect(drawn.lowerBound < erased.lowerBound, "erased after the last sixel: \(output.debugDescription)")
        // Sent as the sixel began, SIGTERM mostly cuts its write (larger than the pty's
        // buffer): then the restore ends the string (ST) before the undo list. Cut or not, the
        // first ESC after the last sixel began is its ST.
        let afterSixel = output[drawn.upperBound...]
        let firstEscape = try #require(afterSixel.firstIndex(of: "\u{1B}"))
        #expect(afterSixel[afterSixel.index(after: firstEscape)...].hasPrefix("\\"), "the sixel not ended before: \(output.suffix(300).debugDescription)")
    }
}
