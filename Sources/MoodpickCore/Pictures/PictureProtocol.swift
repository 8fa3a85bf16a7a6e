/// A way the terminal can draw pixels, as the start-up probe found it (docs/IMAGES.md,
/// "Drawing"): the kitty graphics protocol (it answered `a=q`), or sixel (DA1 attribute 4).
package enum PictureProtocol: Equatable, Sendable {
    case kitty
    case sixel
}

/// How the strip draws its pictures, chosen once from the probe (`PictureProtocol`) and the
/// place (inside tmux: symbols).
package enum PictureDrawing: Equatable, Sendable {
    /// Half-block symbols in the frame's text, glided like text: every terminal.
    case symbols
    /// Placements in every frame (kitty graphics: re-placed as the strip moves), blank text under them.
    case placements
    /// Placements only while the strip rests (sixel re-sends the whole picture), symbols while it moves.
    case placementsAtRest
}
