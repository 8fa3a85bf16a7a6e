import Foundation
import Testing

/// The example embedder, `Examples/PickAMood`: a package of its own that depends on the
/// `Moodpick` library product by path, built with `swift build` as its author would build it
/// and run on a pseudo-terminal (`Support/fake_terminal.py`, answering as foot): keys in, the
/// chosen item out, the exit status, and every mode the pick turned on put back.
@Suite("The example package")
struct ExampleTests {
    /// Its own build folder, kept between runs so that a second run only links: the example
    /// shares no build products with the package's own `.build/debug`.
    static let scratch = Moodpick.packageRoot.appendingPathComponent(".build/examples/PickAMood")

    /// Built once per test run, by the first test that needs it.
    static let built = Task<String, any Error> {
        let swift = try Processes.which("swift")
        let package = Moodpick.packageRoot.appendingPathComponent("Examples/PickAMood").path
        // The build description made anew each time: a kept one still lists the package's files as
        // they were before a file moved, and the build then fails on "missing inputs".
        let build = try await Processes.run(
            swift, ["build", "--package-path", package, "--scratch-path", scratch.path, "--disable-build-manifest-caching"], timeoutSeconds: 900)
        guard build.status == 0 else { throw HarnessError("swift build of Examples/PickAMood failed (\(build.status)): \(build.out)\(build.err)") }
        return scratch.appendingPathComponent("debug/PickAMood").path
    }

    /// The example run on the fake terminal, ended by `exit`; its run and what it printed.
    static func run(exit: String, _ arguments: [String] = []) async throws -> (run: FakeTerminalMatrixTests.Run, printed: String) {
        let binary = try await built.value
        let (run, printed) = try await FakeTerminalMatrixTests.run(
            profile: "foot", exit: exit, command: ["env", "-u", "TMUX", "-u", "NO_COLOR", "TERM=xterm-256color", binary] + arguments)
        return (run, printed)
    }

    @Test("Right then Enter: the second mood printed with its index, status 0, every mode put back; the same from an AsyncSequence",
          arguments: [[], ["--stream"]])
    func keysInChoiceOut(arguments: [String]) async throws {
        let (run, printed) = try await Self.run(exit: "held-enter", arguments)
        #expect(run.status == 0 && printed == "1 😢 sad\n", "printed \(printed.debugDescription); wrote: \(run.output.debugDescription)")
        #expect(run.output.contains("mood> "), "the example's prompt is drawn")
        FakeTerminalMatrixTests.allPutBack(run.output)
    }

    @Test("Esc: nil, so the example exits 130 and prints nothing; SIGTERM: killed by it, the terminal put back first",
          arguments: [("cancel", 130), ("SIGTERM", -15)])
    func leftOrKilled(exit: (name: String, status: Int)) async throws {
        let (run, printed) = try await Self.run(exit: exit.name)
        #expect(run.status == exit.status && printed.isEmpty, "printed \(printed.debugDescription); wrote: \(run.output.debugDescription)")
        FakeTerminalMatrixTests.allPutBack(run.output)
    }

    @Test("the time wheels from 09:30 on a 15-minute step: Right moves the hour, Enter returns 10:30")
    func wheels() async throws {
        let (run, printed) = try await Self.run(exit: "held-enter", ["--time"])
        #expect(run.status == 0 && printed == "10:30\n", "printed \(printed.debugDescription); wrote: \(run.output.debugDescription)")
        FakeTerminalMatrixTests.allPutBack(run.output)
    }

    @Test("with no controlling terminal (a new session, no /dev/tty): PickError.notATerminal's message and status 1, nothing printed")
    func noTerminal() async throws {
        let binary = try await Self.built.value
        let result = try await Processes.run(try Processes.which("setsid"), ["-w", binary], stdin: Data(), environment: Processes.environment())
        #expect(result.status == 1 && result.out.isEmpty, "status \(result.status): \(result.out)")
        #expect(result.err == "PickAMood: no terminal to draw on (cannot open /dev/tty)\n", "\(result.err)")
    }
}
