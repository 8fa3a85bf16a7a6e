import MoodpickCore

/// Which questions the first start-up probe may ask of this terminal, from its environment
/// (docs/TERMINAL.md, "What moodpick asks"): the ability questions everywhere but where their
/// replies would show up as text on the user's screen.
///
/// - Apple's Terminal (`TERM_PROGRAM=Apple_Terminal`) answers no DECRQM and prints its `p` as text.
/// - GNU screen (`TERM=screen…` with no `TMUX`; tmux sets `TMUX`, and its default TERM is
///   `screen` too) shows an OSC 11 reply on the screen.
/// - `TERM=dumb` is asked nothing beyond the cursor (it gets the accessible picker anyway).
/// - The Linux console (`TERM=linux…`) knows none of the modes, no OSC 11 query and no kitty
///   keyboard, and its parser ends a sequence at a byte it does not know (DECRQM's `$`), so the
///   rest would be printed.
///
/// There only today's cursor question is asked.
///
/// Inside tmux (`TMUX` set) everything but the kitty graphics query is asked: tmux 3.3a takes an
/// APC string as the pane's title (the query would become it) and passes no graphics through,
/// and it answers DA1 itself, so whatever its DA1 says of sixel is tmux's, not the terminal's.
/// There pictures are symbols (``pictures(_:asked:)``).
package enum ProbePolicy {
    /// The questions for a terminal whose environment is `environment`.
    package static func questions(environment: [String: String]) -> StartupProbe.Questions {
        let term = environment["TERM"] ?? ""
        if environment["TERM_PROGRAM"] == "Apple_Terminal" { return .cursor }
        if term == "dumb" || term.isEmpty || term.hasPrefix("linux") { return .cursor }
        let inTmux = !(environment["TMUX"] ?? "").isEmpty
        if term.hasPrefix("screen"), !inTmux { return .cursor }
        return inTmux ? .abilitiesExceptGraphics : .abilities
    }

    /// The pixel protocol to draw with, from what the probe that asked `asked` found: only
    /// where the kitty graphics query was asked (so never inside tmux, whose DA1 is its own).
    package static func pictures(_ found: PictureProtocol?, asked: StartupProbe.Questions) -> PictureProtocol? {
        asked == .abilities ? found : nil
    }
}
