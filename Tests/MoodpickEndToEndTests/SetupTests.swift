import Foundation
import Testing

/// scripts/setup.sh, the one check of the Debian packages `make test`, `make bench` and
/// `.ci/run` need (listed in scripts/packages): on this machine nothing may be missing, and a
/// missing package is named with the exact command that installs it.
@Suite("Setup", .tags(.release))
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

    /// Where the checkout is: here, and in a folder only its owner may enter (a 0700 home, a
    /// `mktemp -d`), which the unprivileged user cannot reach.
    enum Checkout: String, CaseIterable, CustomTestStringConvertible {
        case here = "this checkout"
        case privateFolder = "a checkout in a 0700 folder"
        var testDescription: String { rawValue }
    }

    @Test("without root and without sudo it installs nothing: it stops (exit 1) and prints the command to run as root",
          arguments: Checkout.allCases)
    func withoutRoot(checkout: Checkout) async throws {
        let list = try writeList("moodpick-no-such-package  test  # absent on purpose\n")
        let folder = (list as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var script = Self.script
        let home = try Installation.temporaryDirectory("private-checkout")
        defer { try? FileManager.default.removeItem(atPath: home) }
        if checkout == .privateFolder {
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: home)
            try FileManager.default.createDirectory(atPath: home + "/moodpick/scripts", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.script, toPath: home + "/moodpick/scripts/setup.sh")
            script = home + "/moodpick/scripts/setup.sh"
        }
        // The unprivileged user may not reach the checkout: it runs a copy of the script in the
        // list's folder, which every user can read.
        let copy = folder + "/setup.sh"
        try FileManager.default.copyItem(atPath: script, toPath: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
        let bash = try Processes.which("bash")
        // As root, the same run as the unprivileged user `nobody` (uid 65534).
        let command = getuid() == 0
            ? (try Processes.which("setpriv"), ["--reuid=65534", "--regid=65534", "--clear-groups", bash, copy, "test"])
            : (bash, [copy, "test"])
        let run = try await Processes.run(command.0, command.1, environment: Processes.environment(["SETUP_PACKAGES": list, "SETUP_PYTHON_PACKAGES": "/dev/null"]))
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.contains("missing for 'test': moodpick-no-such-package\n"), "\(run.err)")
        #expect(run.err.hasSuffix("run: sudo sh -c 'apt-get update && apt-get install -y moodpick-no-such-package'\n"), "\(run.err)")
    }

    /// A package list in a fresh folder that any user can enter and read: its path. The folder
    /// is under /tmp, which every user may reach, not `$TMPDIR`, which may be private.
    private func writeList(_ text: String) throws -> String {
        let folder = "/tmp/moodpick-setup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        let path = folder + "/packages"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        return path
    }
}
