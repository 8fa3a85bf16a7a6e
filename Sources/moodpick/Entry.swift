import ArgumentParser
import Glibc

/// The process's entry point: `--version` at once, then the default options
/// (`DefaultOptions`) followed by the command line, parsed as one command line.
@main
enum Entry {
    static func main() {
        let commandLine = Array(CommandLine.arguments.dropFirst())
        // `--version` alone answers before the argument parser is built: that parser reflects
        // over every option, which is about half of a short run's start-up.
        if commandLine == ["--version"] {
            ProcessExit.now(FileIO.write(Array("\(Version.line)\n".utf8), to: 1) ? 0 : 2)
        }
        let defaults: DefaultOptions
        do {
            defaults = try DefaultOptions.load()
        } catch {
            usageError("moodpick: \(error.description)")
        }
        do {
            var command = try MoodpickCommand.parseAsRoot(PickerOptionsGroup.normalized(defaults.arguments + commandLine))
            try command.run()
        } catch {
            if let blamed = blame(error, on: defaults) { usageError(blamed) }
            if MoodpickCommand.exitCode(for: error) == .success {
                let text = MoodpickCommand.fullMessage(for: error)
                if text.contains(HelpOrder.recordingTitle) {
                    ProcessExit.now(FileIO.write(Array("\(HelpOrder.recordingLast(text))\n".utf8), to: 1) ? 0 : 2)
                }
            }
            // The argument parser's messages quote the command line, which may hold escape
            // sequences: they are sanitized like items before they reach the terminal.
            let code = MoodpickCommand.exitCode(for: error)
            let message = MoodpickCommand.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { FileIO.write(Array((message + "\n").utf8), to: 1) }  // --help
            } else {
                FileIO.write(Array((Diagnostics.safe(message) + "\n").utf8), to: 2)
            }
            ProcessExit.now(code.rawValue)
        }
    }

    /// When the whole command line fails to parse, the first default source that fails on its
    /// own is the one to name; nil leaves the error to the argument parser (the command line's
    /// own mistake, or a help request). Checked only after a failure, so good defaults cost nothing.
    private static func blame(_ error: any Error, on defaults: DefaultOptions) -> String? {
        guard MoodpickCommand.exitCode(for: error) == .validationFailure else { return nil }
        for source in defaults.sources {
            do {
                _ = try MoodpickCommand.parseAsRoot(PickerOptionsGroup.normalized(source.arguments))
            } catch let sourceError {
                guard MoodpickCommand.exitCode(for: sourceError) == .validationFailure else { continue }
                return "moodpick: \(source.name): \(MoodpickCommand.message(for: sourceError))"
            }
        }
        return nil
    }

    /// Ends the run as a usage error (64), before anything has started.
    private static func usageError(_ message: String) -> Never {
        FileIO.write(Array("\(Diagnostics.safe(message))\n".utf8), to: 2)
        ProcessExit.now(ExitCode.validationFailure.rawValue)
    }
}
