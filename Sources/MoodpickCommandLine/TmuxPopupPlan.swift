/// The decisions of `--tmux[=SIZE]` (docs/CONTRACT.md §16), apart from the processes that carry
/// them out: whether the picker runs in a tmux popup or as usual, how big the popup is, the
/// argument vector the picker in the popup gets, and the `tmux` command line that opens it.
package enum TmuxPopupPlan {
    /// Where the picker runs.
    package enum Decision: Equatable, Sendable {
        /// As if `--tmux` were not given.
        case runHere
        /// In `display-popup -E` of this width and height (tmux's own units: cells or `N%`).
        case popup(width: String, height: String)
    }

    /// What the decision depends on, all of it read by the caller.
    package struct Situation: Sendable {
        /// `$TMUX`: set (non-empty) inside tmux.
        package var tmuxEnvironment: String?
        /// What `tmux -V` printed, or nil when it could not be run.
        package var tmuxVersion: String?
        /// `--replay` or `--filter`: neither draws on a terminal.
        package var headless: Bool
        /// The rows of the inline picture, or nil for `--fullscreen`.
        package var pictureRows: Int?
        /// The size of the tmux client the popup opens on, in cells (`#{client_width}`,
        /// `#{client_height}`), or nil when tmux did not say.
        package var client: (columns: Int, rows: Int)?

        package init(tmuxEnvironment: String?, tmuxVersion: String?, headless: Bool, pictureRows: Int?,
                    client: (columns: Int, rows: Int)? = nil) {
            self.tmuxEnvironment = tmuxEnvironment
            self.tmuxVersion = tmuxVersion
            self.headless = headless
            self.pictureRows = pictureRows
            self.client = client
        }
    }

    /// The oldest tmux whose `display-popup` takes an argument vector and `-e` (3.3).
    package static let oldestVersion = (major: 3, minor: 3)
    /// The popup's width when SIZE does not say: most of the window.
    package static let defaultWidth = "80%"
    /// The popup's height for a full-screen picture when SIZE does not say.
    package static let defaultFullscreenHeight = "80%"

    /// The decision for `--tmux=size` (`size` is "" for a bare `--tmux`). A bad SIZE is a usage
    /// error wherever moodpick runs, so a command line that works in tmux works outside it.
    package static func decide(size: String, in situation: Situation) throws(UsageError) -> Decision {
        let (width, height) = try parse(size: size)
        guard let tmux = situation.tmuxEnvironment, !tmux.isEmpty, !situation.headless,
              let version = situation.tmuxVersion, isRecent(version) else { return .runHere }
        // An inline picture and the popup's border: the picture fills it and nothing is left over.
        let fitting = situation.pictureRows.map { String($0 + 2) } ?? defaultFullscreenHeight
        // tmux refuses a popup larger than its client ("height too large"): as fzf does, a
        // number of cells is cut to the client, so the picker runs in what there is.
        return .popup(width: clamped(width ?? defaultWidth, to: situation.client?.columns),
                      height: clamped(height ?? fitting, to: situation.client?.rows))
    }

    /// `dimension` (cells or `N%`), a number of cells no more than `limit` (a percentage is at
    /// most 100% of the client already).
    static func clamped(_ dimension: String, to limit: Int?) -> String {
        guard let limit, limit >= 1, let cells = Int(dimension), cells > limit else { return dimension }
        return String(limit)
    }

    /// `WIDTH[%][,HEIGHT[%]]`, each a whole number of cells (at least 1) or a percentage (1 to
    /// 100); "" says nothing.
    package static func parse(size: String) throws(UsageError) -> (width: String?, height: String?) {
        if size.isEmpty { return (nil, nil) }
        let parts = size.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, parts.allSatisfy(isDimension) else {
            throw UsageError("--tmux takes WIDTH[%][,HEIGHT[%]] (e.g. 60% or 60%,12), not '\(size)'")
        }
        return (parts[0], parts.count == 2 ? parts[1] : nil)
    }

    private static func isDimension(_ text: String) -> Bool {
        let percent = text.hasSuffix("%")
        guard let number = Int(percent ? String(text.dropLast()) : text), !text.hasPrefix("+") else { return false }
        return percent ? (1...100).contains(number) : number >= 1
    }

    /// Whether `tmux -V` names 3.3 or newer (`tmux 3.3a`, `tmux next-3.4`, `tmux master`).
    package static func isRecent(_ versionLine: String) -> Bool {
        let word = versionLine.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        if word == "master" { return true }
        let numbers = word.drop { !$0.isNumber }.split(separator: ".").map { Int($0.prefix { $0.isNumber }) }
        guard numbers.count >= 2, let major = numbers[0], let minor = numbers[1] else { return false }
        return (major, minor) >= oldestVersion
    }

    /// The command line for the picker in the popup: `arguments` (the default options, then the
    /// command line) without any use of `--tmux`, every other argument as it was, in order.
    /// Taken apart as `ArgumentScanner` does, so the value of an option (`--prompt --tmux`) and
    /// an item after `--` are never taken for it.
    package static func innerArguments(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                kept += arguments[(index - 1)...]
                break
            }
            guard argument.hasPrefix("--") else {
                kept.append(argument)
                continue
            }
            let name = argument.dropFirst(2).prefix { $0 != "=" }
            if name == Option.tmux.rawValue { continue }
            kept.append(argument)
            switch Option.named(name)?.spec.arity {
            case .value?, .repeated?:
                if !argument.contains("="), index < arguments.count {
                    kept.append(arguments[index])
                    index += 1
                }
            default: break
            }
        }
        return kept
    }

    /// The environment variable that tells moodpick it is the popup's side: it names the private
    /// directory that holds the arguments, the environment, the input and, afterwards, the result.
    package static let directoryVariable = "MOODPICK_TMUX_POPUP"

    /// The word after the executable: tmux runs a single word with `sh -c`, two or more as an
    /// argument vector, so the executable's path is never read by a shell. moodpick in the popup
    /// looks only at its environment; without it, this word is a usage error, never an item.
    package static let popupWord = "--tmux-popup-side"

    /// `tmux display-popup …`: the popup over `pane` (`$TMUX_PANE`, when known) running
    /// `executable` with nothing but the directory's name in its environment; no shell reads
    /// anything on the way (tmux 3.3 runs an argument vector as it is).
    package static func popupArguments(width: String, height: String, pane: String?, directory: String, executable: String) -> [String] {
        var arguments = ["display-popup", "-E", "-w", width, "-h", height]
        if let pane, !pane.isEmpty { arguments += ["-t", pane] }
        arguments += ["-e", "\(directoryVariable)=\(directory)", "--", executable, popupWord]
        return arguments
    }

    /// `tmux display-popup -C …`: closes the popup (Ctrl-C or SIGTERM to the caller).
    package static func closeArguments(pane: String?) -> [String] {
        var arguments = ["display-popup", "-C"]
        if let pane, !pane.isEmpty { arguments += ["-t", pane] }
        return arguments
    }
}
