import MoodpickCommandLine

/// The process's entry point: the default options (`DefaultOptions`) followed by the command
/// line, taken apart by `Option`'s table into one `ParsedArguments`, then the run.
@main
enum Entry {
    static func main() {
        if let status = PopupSide.runIfInPopup() { ProcessExit.passing(status) }
        let commandLine = Array(CommandLine.arguments.dropFirst())
        let defaults: DefaultOptions
        do {
            defaults = try DefaultOptions.load()
        } catch {
            answerDespiteDefaults(commandLine)
            usageError(error.description)
        }
        let parsed = scan(defaults, commandLine)
        if parsed.has(.help) { printAndExit(HelpText.short) }
        if parsed.has(.helpAll) { printAndExit(HelpText.text) }
        if parsed.has(.version) { printAndExit("\(Version.line)\n") }
        do {
            if let script = try ShellScript.requested(by: parsed) { printAndExit(script) }
            if let status = try WidgetFeeds.runIfAsked(parsed) { ProcessExit.now(status) }
        } catch {
            usageError(error.description)
        }
        if parsed.has(.shellLine) {
            guard let text = ShellLine.text(items: parsed.items) else {
                usageError("--shell-line takes \(ShellLine.itemCount) items: PROMPT BEFORE AFTER")
            }
            printAndExit(text)
        }
        do {
            if let shell = try parsed.choice(.generateCompletionScript, as: CompletionScript.Shell.self) {
                printAndExit(CompletionScript.text(for: shell))
            }
        } catch {
            usageError(error.description)
        }
        let command: MoodpickCommand
        do {
            command = try MoodpickCommand(parsed)
        } catch {
            usageError(blame(error, on: defaults))
        }
        do {
            // The popup's moodpick reads no default options: they go with the command line.
            let arguments = defaults.sources.flatMap(\.arguments) + commandLine
            if let status = try PopupCaller.runIfAsked(parsed, arguments: arguments) { ProcessExit.passing(status) }
        } catch {
            usageError(error.description)
        }
        command.run()
    }

    /// Each source of defaults, then the command line, each scanned on its own; a source that
    /// cannot be taken apart is named in the message.
    private static func scan(_ defaults: DefaultOptions, _ commandLine: [String]) -> ParsedArguments {
        var parsed = ParsedArguments()
        for source in defaults.sources {
            do {
                try ArgumentScanner.scan(source.arguments, into: &parsed, from: .defaults)
            } catch {
                answerDespiteDefaults(commandLine)
                usageError("\(source.name): \(error.description)")
            }
        }
        do {
            try ArgumentScanner.scan(commandLine, into: &parsed, from: .commandLine)
        } catch {
            if ArgumentScanner.asksForHelp(commandLine) { printAndExit(HelpText.short) }
            usageError(error.description)
        }
        return parsed
    }

    /// Help, the version and a shell's script are answered even when the defaults are broken:
    /// `eval "$(moodpick --bash)"` in an rc file still sets the widget up, whose own run then
    /// shows the default's message.
    private static func answerDespiteDefaults(_ commandLine: [String]) {
        if ArgumentScanner.asksForHelp(commandLine) { printAndExit(HelpText.short) }
        if commandLine == [Option.version.long] { printAndExit("\(Version.line)\n") }
        var alone = ParsedArguments()
        guard commandLine.count <= 3, (try? ArgumentScanner.scan(commandLine, into: &alone, from: .commandLine)) != nil,
              alone.uses(of: Option.allCases).allSatisfy({ [.bash, .zsh, .fish, .widgets].contains($0.option) }),
              let script = try? ShellScript.requested(by: alone)
        else { return }
        printAndExit(script)
    }

    /// The message for a command line that cannot run, naming the default options' source when
    /// that source fails on its own (the first that does); otherwise the command line's own
    /// mistake. Checked only after a failure, so good defaults cost nothing.
    private static func blame(_ error: UsageError, on defaults: DefaultOptions) -> String {
        for source in defaults.sources {
            do {
                var parsed = ParsedArguments()
                try ArgumentScanner.scan(source.arguments, into: &parsed, from: .defaults)
                _ = try MoodpickCommand(parsed)
            } catch {
                return "\(source.name): \(error.description)"
            }
        }
        return error.description
    }

    /// Writes `text` on stdout and ends the run: 0, or 2 when stdout cannot take it.
    private static func printAndExit(_ text: String) -> Never {
        ProcessExit.now(FileIO.write(Array(text.utf8), to: 1) ? .chosen : .failure)
    }

    /// Ends the run as a usage error (64), before anything has started. The message may quote
    /// the command line, which may hold escape sequences: it is sanitized like items are.
    private static func usageError(_ message: String) -> Never {
        let text = "moodpick: \(message)\nTry 'moodpick --help' for more information.\n"
        FileIO.write(Array(Diagnostics.safe(text).utf8), to: 2)
        ProcessExit.now(.usage)
    }
}
