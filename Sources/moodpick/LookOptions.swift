import ArgumentParser
import MoodpickCore

/// How the picture looks (docs/CONTRACT.md §11): `--color` in fzf's grammar and `--no-help`.
struct LookOptions: ParsableArguments {
    @Option(parsing: .singleValue, help: ArgumentHelp(
        "Colors and attributes: [BASE,]NAME:COLOR[:ATTR…]… (BASE: dark, light, 16, bw; fzf's grammar).", valueName: "SPEC"))
    var color: [String] = []

    @Flag(name: .customLong("no-help"), help: "Hide the key help row.")
    var noHelp = false

    /// The specs, parsed in order; a bad entry is a usage error naming it (exit 64).
    func validate() throws {
        for text in color {
            do { _ = try ColorSpec(parsing: text) } catch { throw ValidationError(error.description) }
        }
    }

    /// Whether `--color` was typed on this command line (not only in MOODPICK_DEFAULT_OPTS): only
    /// then does it override `NO_COLOR` (docs/CONTRACT.md §11).
    static var colorOnCommandLine: Bool {
        CommandLine.arguments.dropFirst().contains { $0 == "--color" || $0.hasPrefix("--color=") }
    }

    /// The theme for a terminal of `depth`: the default scheme, then every `--color` in order
    /// (as fzf, several `--color` options add up); no colors at all at depth `none`.
    func theme(depth: ColorDepth) -> Theme {
        let spec = (try? ColorSpec(parsing: color.joined(separator: ","))) ?? ColorSpec.empty
        let theme = spec.theme(depth: depth)
        return depth == .none ? theme.withoutColors : theme
    }
}
