import Foundation
import Testing

/// The command line without any terminal: help, usage errors, the exit status contract
/// (docs/CONTRACT.md §2, §8). moodpick runs under `setsid -w` (no controlling terminal) and `timeout`.
@Suite("Command line")
struct CommandLineTests {
    @Test("--help prints the usage on stdout and exits 0")
    func help() async throws {
        let result = try await Moodpick.run(["--help"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out.lowercased().contains("usage"), "stdout: \(result.out)")
        #expect(result.out.contains("--output"), "the help lists the options; stdout: \(result.out)")
    }

    @Test("--version prints a version on stdout and exits 0")
    func version() async throws {
        let result = try await Moodpick.run(["--version"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out.contains { $0.isNumber }, "stdout: \(result.out)")
    }

    @Test("a usage error exits 64 with a message on stderr and nothing on stdout",
          arguments: [
              ["--no-such-flag"],
              ["--output", "xml"],
              ["--snap", "sideways"],
              ["--spacing", "wide"],
          ])
    func usageError(arguments: [String]) async throws {
        let result = try await Moodpick.run(arguments, input: "a\nb\n")
        #expect(result.status == 64, "stderr: \(result.err)")
        #expect(!result.err.isEmpty)
        #expect(result.stdout.isEmpty, "stdout: \(result.out)")
    }

    @Test("empty input exits 1 with a message on stderr",
          arguments: ["", "\n", "  \n\t\n\r\n"])
    func emptyInput(input: String) async throws {
        let result = try await Moodpick.run([], input: input)
        #expect(result.status == 1, "stderr: \(result.err)")
        #expect(!result.err.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "a message is expected")
        #expect(result.stdout.isEmpty, "stdout: \(result.out)")
    }

    @Test("--exit-0 with no items exits 1 without a message")
    func exitZero() async throws {
        let result = try await Moodpick.run(["--exit-0"], input: "\n")
        #expect(result.status == 1, "stderr: \(result.err)")
        #expect(result.stderr.isEmpty, "stderr: \(result.err)")
        #expect(result.stdout.isEmpty, "stdout: \(result.out)")
    }

    @Test("--select-1 with one piped item prints it without a terminal")
    func selectOne() async throws {
        let result = try await Moodpick.run(["--select-1"], input: "only one\n")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "only one\n")
    }

    @Test("with items but no terminal it exits 2 with a message, without hanging",
          arguments: [(["a", "b"], nil), ([], "a\nb\n")] as [([String], String?)])
    func noTerminal(arguments: [String], input: String?) async throws {
        // stdin is a pipe or /dev/null, stdout and stderr are files, and setsid leaves no
        // controlling terminal: /dev/tty cannot be opened. `timeout` turns a hang into 124.
        let result = try await Moodpick.run(arguments, stdin: input.map { Data($0.utf8) }, timeoutSeconds: 20)
        #expect(result.status != 124, "moodpick hung without a terminal")
        #expect(result.status == 2, "stderr: \(result.err)")
        #expect(!result.err.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "a message is expected")
        #expect(result.stdout.isEmpty, "stdout: \(result.out)")
    }

    @Test("--items with a missing file exits 2 with a message")
    func missingItemsFile() async throws {
        let missing = FileManager.default.temporaryDirectory
            .appendingPathComponent("moodpick-e2e-missing-\(UUID().uuidString)").path
        let result = try await Moodpick.run(["--items", missing, "--select-1"])
        #expect(result.status == 2, "stderr: \(result.err)")
        #expect(!result.err.isEmpty)
        #expect(result.stdout.isEmpty)
    }

    @Test("--items reads its items from the file")
    func itemsFile() async throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("moodpick-e2e-items-\(UUID().uuidString)")
        try "\n  \nfrom the file\r\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await Moodpick.run(["--items", file.path, "--select-1"], input: "from stdin\n")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "from the file\n")
    }
}
