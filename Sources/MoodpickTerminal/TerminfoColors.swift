import CTerminfo
import MoodpickCore

/// What the current terminal's terminfo entry says about colors, for ``ColorDepth/detect``.
/// Valid once the entry is loaded (`setupterm`, in `TTYTerminal`).
enum TerminfoColors {
    /// terminfo `colors`: how many colors the terminal has (−1 when it says nothing).
    static var count: Int {
        let value = tigetnum("colors")
        return value >= 0 ? Int(value) : -1  // −2: not a numeric capability
    }

    /// Whether the entry has the `Tc` or `RGB` extended flag (24-bit color).
    static var hasTrueColor: Bool {
        tigetflag("Tc") == 1 || tigetflag("RGB") == 1
    }

    /// The depth to draw with in this environment.
    static func depth(environment: [String: String], colorsRequested: Bool) -> ColorDepth {
        ColorDepth.detect(environment: environment, terminfoColors: count, terminfoHasTrueColor: hasTrueColor,
                          colorsRequested: colorsRequested)
    }
}
