import MoodpickCore

/// What the decoder expects, from what the start-up probe found (docs/TERMINAL.md, "Key events").
extension InputDecoder {
    /// The kitty keyboard flags moodpick pushes where the protocol is offered (`CSI > 3 u`):
    /// disambiguate escape codes (1) and report event types (2).
    public static let pushedKeyboardFlags = 3

    /// Expects the kitty keyboard protocol's key events where the terminal answered its query
    /// (moodpick pushes ``pushedKeyboardFlags`` there), and mouse reports in pixels where DEC
    /// 1016 is on and a cell's size in pixels is known (without it, pixels cannot become cells,
    /// so 1016 must stay off). Otherwise what every terminal starts with: legacy keys, cells.
    public mutating func configure(for abilities: TerminalAbilities) {
        keyboardFlags = abilities.kittyKeyboardFlags == nil ? 0 : Self.pushedKeyboardFlags
        let pixels = abilities.pixelMouse.canTurnOn || abilities.pixelMouse.isOn
        pixelCell = abilities.cellPixels.flatMap { pixels && $0.width > 0 && $0.height > 0 ? $0 : nil }
    }
}
