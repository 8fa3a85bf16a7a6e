import Foundation
import Testing

/// `make pictures` (docs/demo.svg, docs/picker.svg, docs/date.svg): replays on the virtual clock, so drawing
/// them again gives the committed files byte for byte.
@Suite("make pictures")
struct PicturesTests {
    @Test("drawing the pictures again reproduces the committed SVGs byte for byte")
    func reproducible() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let root = Moodpick.packageRoot
        let result = try await Processes.run(try Processes.which("make"),
                                             ["-s", "-C", root.path, "draw-pictures", "PICTURES_OUT=\(out.path)"], timeoutSeconds: 120)
        #expect(result.status == 0, "stderr: \(result.err)")
        for name in ["demo", "picker", "date"] {
            let fresh = try Data(contentsOf: out.appendingPathComponent("\(name).svg"))
            let committed = try Data(contentsOf: root.appendingPathComponent("docs/\(name).svg"))
            #expect(fresh == committed, "docs/\(name).svg differs from a fresh drawing: run make pictures")
            #expect(fresh.count > 1000)
        }
    }
}
