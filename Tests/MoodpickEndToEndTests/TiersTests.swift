import Foundation
import Testing

/// The test tiers (docs/TESTING.md, "Tiers"): the suites tagged `release` are exactly the ones
/// the Makefile's RELEASE_SUITES names, so `make e2e` leaves out the release check and
/// `make release-check` runs all of it (swift test 6.3 cannot filter by tag); and what the
/// tests run writes to a scratch HOME, never the user's.
@Suite("Tiers")
struct TiersTests {
    @Test("the suites tagged .release are the Makefile's RELEASE_SUITES")
    func releaseSuites() throws {
        let root = Moodpick.packageRoot
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        let line = try #require(makefile.firstMatch(of: /\nRELEASE_SUITES := ([A-Za-z|]+)\n/)?.1, "no RELEASE_SUITES in the Makefile")
        let named = Set(line.split(separator: "|").map(String.init))
        let folder = root.appendingPathComponent("Tests/MoodpickEndToEndTests")
        var tagged: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            if text.contains(/@Suite\([^\n]*\.tags\([^)\n]*\.release/) { tagged.insert(String(file.dropLast(".swift".count))) }
        }
        #expect(tagged == named, "tagged \(tagged.sorted()), the Makefile names \(named.sorted())")
        #expect(tagged.count >= 4)
    }

    @Test("a child's HOME is the test process's scratch folder, not the user's: an emoji pick's history lands there")
    func scratchHome() async throws {
        let environment = Processes.environment()
        let home = try #require(environment["HOME"])
        #expect(home == Processes.scratchHome && home != ProcessInfo.processInfo.environment["HOME"])
        #expect(home.hasPrefix(FileManager.default.temporaryDirectory.path), "\(home)")
        #expect(environment["XDG_STATE_HOME"] == nil && environment["XDG_CONFIG_HOME"] == nil)
        let script = home + "/tiers-\(UUID().uuidString).replay"
        try Data("0 key right\n500 key enter\n".utf8).write(to: URL(fileURLWithPath: script))
        defer { try? FileManager.default.removeItem(atPath: script) }
        let pick = try await Processes.run(try Moodpick.binary(), ["--emoji", "--replay", script, "--cols", "80", "--rows", "24"])
        #expect(pick.status == 0, "\(pick.err)")
        #expect(FileManager.default.fileExists(atPath: home + "/.local/state/moodpick/history"))
    }
}
