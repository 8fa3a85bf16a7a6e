import Foundation
import Testing

/// `--images` through `--replay` (docs/IMAGES.md, docs/CONTRACT.md §21): a strip of thumbnails
/// six rows tall, the file's name under the mark, a bad file's reason; Enter prints the path.
/// A replay makes each thumbnail at once and hands it over at the next message, so its frames
/// are the same every run.
@Suite("Images replay")
struct ImagesReplayTests {
    /// A scratch folder with a striped PNG (red over blue), a striped JPEG, a text file and a
    /// path that does not exist; the list of the four.
    static func folder() throws -> (directory: URL, list: String) {
        let directory = try Moodpick.scratchDirectory("images")
        let red = ImageFiles.stripes(width: 16, height: 12, top: (255, 0, 0), bottom: (0, 0, 255))
        try ImageFiles.write(red, width: 16, height: 12, to: directory.appendingPathComponent("red.png").path)
        let green = ImageFiles.stripes(width: 32, height: 24, top: (0, 200, 0), bottom: (0, 200, 0))
        try ImageFiles.write(green, width: 32, height: 24, to: directory.appendingPathComponent("green.jpg").path, jpeg: true)
        try "not a picture\n".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let names = ["red.png", "green.jpg", "notes.txt", "missing.png"]
        return (directory, names.map { directory.appendingPathComponent($0).path + "\n" }.joined())
    }

    static func trimmed(_ rows: [String]) -> [String] {
        rows.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    }

    @Test("the strip is six rows of half blocks, the name under the mark; Enter prints the path")
    func strip() async throws {
        let (directory, list) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await Moodpick.replayScreen("0 key left\n600 key enter\n", items: list, ["--images"], cols: 60)
        #expect(run.result.status == 0, "stderr: \(run.result.err)")
        #expect(run.result.out == directory.appendingPathComponent("red.png").path + "\n")
        // 16 x 6 cells (the default on a terminal that told no cell size); the JPEG's flat green
        // is blanks in colour, right of the mark.
        let thumbnail = "                    ▕ ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀ ▏"
        #expect(Array(Self.trimmed(run.rows).prefix(10)) == [
            ">                                                        1/4",
            thumbnail, thumbnail, thumbnail, thumbnail, thumbnail, thumbnail,
            "                           red.png",
            "      ●───────────────────────────────────────────────",
            "←/→ move · enter choose · esc cancel · type to filter",
        ])
    }

    @Test("a file that is not an image and one that is missing are × boxes, the reason after the name; Enter still prints the path",
          arguments: [
              ("0 key right\n100 key right\n900 key enter\n", "notes.txt", "                          notes.txt  not an image"),
              ("0 key right\n100 key right\n200 key right\n900 key enter\n", "missing.png", "                         missing.png  no such file"),
          ])
    func badFiles(script: String, name: String, label: String) async throws {
        let (directory, list) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await Moodpick.replayScreen(script, items: list, ["--images"], cols: 60)
        #expect(run.result.status == 0, "stderr: \(run.result.err)")
        #expect(run.result.out == directory.appendingPathComponent(name).path + "\n")
        let rows = Self.trimmed(run.rows)
        #expect(rows[1].contains("▕ ┌──────────────┐ ▏") && rows[3].contains("▕ │      ×       │ ▏"), "\(rows)")
        #expect(rows[7] == label)
    }

    @Test("--image-nth takes the path from a field; the label is the file's name and the whole line is printed")
    func imageNth() async throws {
        let (directory, _) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = "Cherry\t\(directory.path)/red.png\nLawn\t\(directory.path)/green.jpg\n"
        let run = try await Moodpick.replayScreen("0 key left\n100 key enter\n", items: list, ["--images", "--image-nth", "2", "--delimiter", "\t"],
                                                  cols: 60)
        #expect(run.result.status == 0, "stderr: \(run.result.err)")
        #expect(run.result.out == "Cherry\t\(directory.path)/red.png\n")
        #expect(Self.trimmed(run.rows)[1] == "                    ▕ ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀ ▏")
    }

    @Test("the first frame comes before any thumbnail is made: placeholders, which the next frame fills")
    func firstFrame() async throws {
        let (directory, list) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Enter is the first message after the first frame: the run ends with that frame shown.
        let first = try await Moodpick.replayScreen("0 key enter\n", items: list, ["--images"], cols: 60)
        #expect(first.result.status == 0, "stderr: \(first.result.err)")
        let rows = Self.trimmed(first.rows)
        #expect(rows[1] == "                    ▕ ┌──────────────┐ ▏  ┌──────────────┐")
        #expect(rows[3] == "                    ▕ │      …       │ ▏  │      …       │")
    }

    @Test("--cell-size sets the cell: 8x3 is three rows of eight, each cell 10 wide with its padding")
    func cellSize() async throws {
        let (directory, list) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await Moodpick.replayScreen("0 key right\n600 key esc\n", items: list, ["--images", "--cell-size", "8x3"], cols: 60)
        #expect(run.result.status == 130, "stderr: \(run.result.err)")
        let rows = Self.trimmed(run.rows)
        // Left of the mark red.png's thumbnail is 8 x 3 cells of one colour (its stripes averaged
        // at 2 x 2 pixels a dot): blanks in colour, no box.
        #expect(Array(rows.prefix(5)) == [
            ">                                                        2/4",
            "                        ▕          ▏  ┌──────┐    ┌──────┐",
            "                        ▕          ▏  │  ×   │    │  ×   │",
            "                        ▕          ▏  └──────┘    └──────┘",
            "                          green.jpg",
        ])
    }

    @Test("usage errors exit 64 with the reason", arguments: [
        (["--images", "--cell-size", "1x5"], "--cell-size takes WxH, W 2 to 200 columns and H 1 to 60 rows (as 16x6), not '1x5'"),
        (["--images", "--cell-size", "16"], "--cell-size takes WxH"),
        (["--images", "--image-nth", "0"], "--image-nth takes a field number from 1, not 0"),
        (["--cell-size", "8x4"], "--cell-size goes with --images"),
        (["--image-nth", "2"], "--image-nth goes with --images"),
        (["--images", "--layout", "vertical"], "--images draws a strip of thumbnails; it does not take --layout vertical or reverse"),
    ])
    func usage(arguments: [String], message: String) async throws {
        let result = try await Moodpick.replay("0 key enter\n", stdin: Data("/a.png\n".utf8), arguments)
        #expect(result.status == 64, "stderr: \(result.err)")
        #expect(result.err.contains(message), "stderr: \(result.err)")
    }
}
