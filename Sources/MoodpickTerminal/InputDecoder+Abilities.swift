import MoodpickCore

/// What the decoder expects, from what the start-up probe found (docs/TERMINAL.md, "Key events").
extension InputDecoder {
    /// The kitty keyboard flags moodpick pushes where the protocol is offered (`CSI > 27 u`):
    /// disambiguate escape codes (1: Esc needs no wait), report event types (2: press, repeat,
    /// release, for held keys), report all keys as escape codes (8) and the text they type (16).
    /// Flag 8 is what makes Enter, Tab and Backspace, and the text keys, come as `CSI … u` with
    /// their event type: with 1 | 2 alone kitty 0.26 and foot 1.13 send the release of Enter,
    /// Tab and Backspace as their legacy bytes, a second press (docs/TERMINAL.md, "Key events";
    /// the recordings in Tests/Transcripts). kitty has had all four since 0.20, foot since 1.10.3.
    package static let pushedKeyboardFlags = 1 | 2 | 8 | 16

    /// Expects the kitty keyboard protocol's key events where the terminal answered its query
    /// (moodpick pushes ``pushedKeyboardFlags`` there), and mouse reports in pixels where DEC
    /// 1016 is on and a cell's size in pixels is known (without it, pixels cannot become cells,
    /// so 1016 must stay off). Otherwise what every terminal starts with: legacy keys, cells.
    package mutating func configure(for abilities: TerminalAbilities) {
        keyboardFlags = abilities.kittyKeyboardFlags == nil ? 0 : Self.pushedKeyboardFlags
        let pixels = abilities.pixelMouse.canTurnOn || abilities.pixelMouse.isOn
        pixelCell = abilities.cellPixels.flatMap { pixels && $0.width > 0 && $0.height > 0 ? $0 : nil }
    }
}
