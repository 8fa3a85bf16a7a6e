import Foundation
import Testing

/// `--help` speaks to users first: short, the options for picking, then, in a group of their own,
/// the recording and replay options that tests and bug reports use; `--help-all` has every
/// option in full.
@Suite("Help")
struct HelpTests {
    @Test("the recording and replay options come last, in their own group", arguments: [["--help"], ["-h"]])
    func recordingLast(arguments: [String]) async throws {
        let result = try await Moodpick.run(arguments)
        #expect(result.status == 0, "stderr: \(result.err)")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let options = try #require(lines.firstIndex(of: "OPTIONS:"), "no OPTIONS: section\n\(result.out)")
        let recording = try #require(lines.firstIndex(of: "RECORDING AND REPLAY:"), "no recording section\n\(result.out)")
        #expect(options < recording)
        let recordingSection = lines[recording...].joined(separator: "\n")
        for option in ["--replay", "--record", "--trace", "--screen", "--cols", "--rows"] {
            #expect(recordingSection.contains(option), "\(option) is not in the recording group")
            #expect(!lines[options..<recording].contains { $0.hasPrefix("  \(option) ") }, "\(option) is among the user's options")
        }
        #expect(lines[options..<recording].contains { $0.contains("--help") })
        #expect(result.out.hasSuffix("\n") && !result.out.hasSuffix("\n\n\n"))
        #expect(lines.count <= 61, "short: \(lines.count) lines")
    }

    @Test("--help-all: every option in full, with its default, the recording ones last too")
    func all() async throws {
        let result = try await Moodpick.run(["--help-all"])
        #expect(result.status == 0, "stderr: \(result.err)")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count > 150, "\(lines.count) lines")
        #expect(result.out.contains("  --replay <FILE>") && result.out.contains("(default 2)."))
        let short = try await Moodpick.run(["--help"])
        #expect(short.out.contains("moodpick --help-all") && short.out != result.out)
    }

    @Test("the negatable flags are listed with their negations")
    func negations() async throws {
        let result = try await Moodpick.run(["--help-all"])
        for pair in ["--mouse/--no-mouse", "--animation/--no-animation", "--ascii/--no-ascii"] {
            #expect(result.out.contains(pair), "\(pair) missing from --help")
        }
    }
}
