import Foundation
import Testing

/// The static release binary (`make release`, what `make install` installs) reads its command
/// line through `Sources/CTerminfo/arguments.c`, which keeps glibc's `.init_array` arguments and
/// answers the Swift runtime's question for them (Benchmarks/README.md, "The start-up budget").
/// The debug binary the other end-to-end tests drive is linked dynamically and never calls it,
/// so these runs are the ones that check it: every argument arrives whole, with its spaces and
/// its UTF-8, and in its place.
@Suite("Release arguments", .tags(.release))
struct ReleaseArgumentsTests {
    /// (arguments, what the release binary must print), a table.
    static func cases() throws -> [(arguments: [String], out: String)] {
        let many = (1...300).map { "item \($0) ü" }
        return [
            (["--version"], "moodpick \(try Installation.sourceVersion())\n"),
            (["--filter", "zoë b", "--", "zoë bar", "zoë", "bar", "😀 zoë  b"], "😀 zoë  b\nzoë bar\n"),
            (["--filter", "300 ü", "--"] + many, "item 300 ü\n"),
            (["--filter", "über  zw", "--", "a b", "🤔 über  zwei"], "🤔 über  zwei\n"),
        ]
    }

    @Test("the static release binary sees every argument whole: spaces, UTF-8 and 300 of them")
    func argumentsArriveWhole() async throws {
        let release = try await Installation.make(["release"])
        #expect(release.status == 0, "make release: \(release.out)\(release.err)")
        let binary = Moodpick.packageRoot.path + "/.build-release/release/moodpick"
        for (arguments, out) in try Self.cases() {
            let result = try await Processes.run(binary, arguments, environment: Processes.environment(["MOODPICK_DEFAULT_OPTS": ""]))
            #expect(result.status == 0 && result.out == out, "moodpick \(arguments.prefix(6)): exit \(result.status), printed \(result.out.debugDescription), \(result.err)")
        }
    }
}
