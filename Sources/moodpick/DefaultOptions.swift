import MoodpickCommandLine

/// Default options a user keeps outside the command line, as fzf's users do with
/// `FZF_DEFAULT_OPTS`: the file named by `MOODPICK_DEFAULT_OPTS_FILE`, then the variable
/// `MOODPICK_DEFAULT_OPTS`. Both are split like a shell command line (`ShellWords`) and go
/// before the command line's own arguments, so a later option wins: an `--option VALUE` given
/// again replaces the default, and a default flag is turned off by its negation
/// (`--no-mouse` by `--mouse`). They hold options and their values only: a word that is
/// neither, or `--`, is a usage error naming its source (`ArgumentSource.defaults`).
struct DefaultOptions {
    /// Where some defaults came from, named as the user would look for it.
    struct Source {
        let name: String
        let arguments: [String]
    }

    static let variable = "MOODPICK_DEFAULT_OPTS"
    static let fileVariable = "MOODPICK_DEFAULT_OPTS_FILE"

    /// The file's defaults first, then the variable's; the sources that are unset or empty are left out.
    let sources: [Source]

    var arguments: [String] { sources.flatMap(\.arguments) }

    /// A default that cannot be used: the message names its source, and the run ends as a
    /// usage error, like a bad option on the command line.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The largest default-options file read, in bytes: options, not data.
    static let maximumFileBytes = 1 << 20

    /// Reads both sources from the environment.
    static func load() throws(Failure) -> DefaultOptions {
        var sources: [Source] = []
        if let path = Environment.value(fileVariable) {
            let text: String
            switch FileIO.readText(path, maximumBytes: Self.maximumFileBytes, as: "a defaults file", regularFileOnly: true) {
            case .success(let read): text = read
            case .failure(let error): throw Failure(description: "\(fileVariable): \(error.description)")
            }
            sources.append(try source(named: "\(fileVariable) (\(path))", splitting: text))
        }
        if let text = Environment.value(variable) {
            sources.append(try source(named: variable, splitting: text))
        }
        return DefaultOptions(sources: sources.filter { !$0.arguments.isEmpty })
    }

    private static func source(named name: String, splitting text: String) throws(Failure) -> Source {
        do {
            return Source(name: name, arguments: try ShellWords.split(text))
        } catch {
            throw Failure(description: "\(name): \(error.description)")
        }
    }
}
