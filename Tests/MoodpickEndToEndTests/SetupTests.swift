import Foundation
import Testing

/// scripts/setup.sh, the one check of the Debian packages `make test`, `make bench` and
/// `.ci/run` need (listed in scripts/packages): on this machine nothing may be missing, and a
/// missing package is named with the exact command that installs it.
@Suite("Setup")
struct SetupTests {
    static var script: String { Moodpick.packageRoot.appendingPathComponent("scripts/setup.sh").path }

    /// `make test` installed what building and testing need before it built; `make bench` has
    /// its own packages, which a test run does not need.
    @Test("nothing that building or testing needs is missing (scripts/setup.sh --check build test)")
    func nothingMissing() async throws {
        let check = try await Processes.run(try Processes.which("bash"), [Self.script, "--check", "build", "test"])
        #expect(check.status == 0 && check.out.isEmpty && check.err.isEmpty, "status \(check.status): \(check.err)")
    }

    @Test("a missing package: --check names only it, with the command that installs it, and exits 1; other steps are not affected")
    func missingPackage() async throws {
        let list = try writeList("moodpick-no-such-package  test,bench  # absent on purpose\nbash  test  # present\n")
        defer { try? FileManager.default.removeItem(atPath: (list as NSString).deletingLastPathComponent) }
        let bash = try Processes.which("bash")
        let environment = Processes.environment(["SETUP_PACKAGES": list, "SETUP_PYTHON_PACKAGES": "/dev/null"])
        let check = try await Processes.run(bash, [Self.script, "--check", "test"], environment: environment)
        #expect(check.status == 1)
        #expect(
            check.err == "scripts/setup.sh: missing for 'test': moodpick-no-such-package\n"
                + "run: apt-get update && apt-get install -y moodpick-no-such-package\n"
                || check.err.hasSuffix("run: sudo sh -c 'apt-get update && apt-get install -y moodpick-no-such-package'\n"),
            "\(check.err)")
        let build = try await Processes.run(bash, [Self.script, "--check", "build"], environment: environment)
        #expect(build.status == 0 && build.err.isEmpty, "\(build.err)")
    }

    @Test("a missing or other version of a pinned PyPI package: --check names it with the pip command and exits 1")
    func missingPythonPackage() async throws {
        let list = try writeList("moodpick-no-such-distribution==1.0  test  # absent on purpose\n")
        defer { try? FileManager.default.removeItem(atPath: (list as NSString).deletingLastPathComponent) }
        let environment = Processes.environment(["SETUP_PACKAGES": "/dev/null", "SETUP_PYTHON_PACKAGES": list])
        let check = try await Processes.run(try Processes.which("bash"), [Self.script, "--check", "test"], environment: environment)
        #expect(check.status == 1)
        #expect(check.err == "scripts/setup.sh: missing for 'test' (PyPI): moodpick-no-such-distribution==1.0\n"
            + "run: python3 -m pip install moodpick-no-such-distribution==1.0\n", "\(check.err)")
        let bench = try await Processes.run(try Processes.which("bash"), [Self.script, "--check", "bench"], environment: environment)
        #expect(bench.status == 0 && bench.err.isEmpty, "\(bench.err)")
    }

    @Test("without root and without sudo it installs nothing: it stops (exit 1) and prints the command to run as root")
    func withoutRoot() async throws {
        let list = try writeList("moodpick-no-such-package  test  # absent on purpose\n")
        defer { try? FileManager.default.removeItem(atPath: (list as NSString).deletingLastPathComponent) }
        let bash = try Processes.which("bash")
        // As root, the same run as the unprivileged user `nobody` (uid 65534).
        let command = getuid() == 0
            ? (try Processes.which("setpriv"), ["--reuid=65534", "--regid=65534", "--clear-groups", bash, Self.script, "test"])
            : (bash, [Self.script, "test"])
        let run = try await Processes.run(command.0, command.1, environment: Processes.environment(["SETUP_PACKAGES": list, "SETUP_PYTHON_PACKAGES": "/dev/null"]))
        #expect(run.status == 1)
        #expect(run.err.contains("missing for 'test': moodpick-no-such-package\n"), "\(run.err)")
        #expect(run.err.hasSuffix("run: sudo sh -c 'apt-get update && apt-get install -y moodpick-no-such-package'\n"), "\(run.err)")
    }

    /// A package list in a fresh temporary folder that any user can read: its path.
    private func writeList(_ text: String) throws -> String {
        let folder = try Installation.temporaryDirectory("setup")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        let path = folder + "/packages"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        return path
    }
}
