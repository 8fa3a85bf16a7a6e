/// Where the history file lives, from the environment: `$XDG_STATE_HOME/moodpick/history`, or
/// `$HOME/.local/state/moodpick/history` when XDG_STATE_HOME is unset, empty or relative (the
/// XDG Base Directory spec says to ignore a relative one). nil when neither gives a place.
package struct HistoryLocation: Equatable, Sendable {
    /// The directory made for the file (mode 0700), and its parents that may be missing.
    package var directory: String
    /// Directories to create when missing, outermost first, each with mode 0700 (as the XDG
    /// Base Directory spec asks): the state directory itself and the ones under it.
    package var directoriesToCreate: [String]
    /// The history file.
    package var file: String

    package init?(environment: [String: String]) {
        let base: String
        var created: [String] = []
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = Self.trimmed(state)
            created = [base]
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            let root = Self.trimmed(home)
            base = root + "/.local/state"
            created = [root + "/.local", base]
        } else {
            return nil
        }
        directory = base + "/moodpick"
        directoriesToCreate = created + [directory]
        file = directory + "/history"
    }

    /// A path without trailing slashes (`"/"` becomes `""`, so appending `/moodpick` to it
    /// gives `/moodpick`).
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path.removeLast() }
        return String(path)
    }
}
