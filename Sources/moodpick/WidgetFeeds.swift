import MoodpickCommandLine
import MoodpickCore
import MoodpickTerminal

/// The two commands that feed the text widgets their items and exit (docs/CONTRACT.md §16):
/// `--walk` (the files and dirs widgets) and `--shell-history` (the history widget).
enum WidgetFeeds {
    /// Runs the feed the command line asks for and returns its status, or nil when it asks
    /// for neither. A bad value is a usage error, thrown.
    static func runIfAsked(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus? {
        if let what = parsed.string(.walk) {
            let options = try walkOptions(what)
            let terminator: UInt8 = parsed.flag(.print0) ? 0 : 0x0A
            let roots = parsed.items.isEmpty ? ["."] : parsed.items
            // A closed pipe (the picker has ended) stops the walk: that is its normal end, so
            // the write fails (EPIPE) rather than the process being killed.
            signal(SIGPIPE, SIG_IGN)
            TreeWalk(options: options, terminator: terminator).walk(roots: roots) { FileIO.write($0, to: 1) }
            return .chosen
        }
        // Asked only when given: the generic `choice` costs a short run about 29 K instructions
        // of runtime type work (Benchmarks/README.md, "The start-up budget").
        if parsed.has(.shellHistory), let shell = try parsed.choice(.shellHistory, as: ShellHistory.Format.self) {
            guard let input = readStandardInput() else { return .failure }
            let entries = ShellHistory.entries(input, format: shell)
            return FileIO.write(entries.flatMap { $0 + [0] }, to: 1) ? .chosen : .failure
        }
        return nil
    }

    /// `files`, `dirs`, `hidden`, `vcs`, `follow`, comma-separated; neither files nor dirs
    /// means files.
    static func walkOptions(_ text: String) throws(UsageError) -> TreeWalk.Options {
        var options = TreeWalk.Options(files: false)
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            switch word {
            case "files": options.files = true
            case "dirs": options.directories = true
            case "hidden": options.hidden = true
            case "vcs": options.vcs = true
            case "follow": options.follow = true
            default: throw UsageError("--walk takes files, dirs, hidden, vcs or follow, comma-separated, not '\(word)'")
            }
        }
        if !options.directories { options.files = true }
        return options
    }

    /// All of standard input, or nil when it cannot be read.
    private static func readStandardInput() -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { LibC.read(0, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
        }
    }
}
