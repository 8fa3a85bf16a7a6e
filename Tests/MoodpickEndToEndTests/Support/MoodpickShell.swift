import Foundation

extension Moodpick {
    /// Runs a `sh -c` script with no controlling terminal, `$MOODPICK` naming the binary: for
    /// the faults a plain run cannot set up (a closed stdout, /dev/full, an ignored SIGPIPE).
    /// A hang shows up as status 124.
    static func shell(_ script: String, stdin: Data? = nil, timeoutSeconds: Int = 30) async throws -> ProcessResult {
        let binary = try binary()
        let setsid = try Processes.which("setsid")
        let timeout = try Processes.which("timeout")
        return try await Processes.run(
            setsid, ["-w", timeout, "-k", "5", String(timeoutSeconds), "sh", "-c", script],
            stdin: stdin, environment: Processes.environment(["MOODPICK": binary]),
            timeoutSeconds: Double(timeoutSeconds + 30))
    }

    /// A fresh scratch directory for one test, removed by the caller's `defer`.
    static func scratchDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("moodpick-e2e-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
