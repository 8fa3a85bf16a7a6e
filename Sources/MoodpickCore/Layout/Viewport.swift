/// The picture's place as the picker and the view need it: the screen, the placement, and how
/// many columns of the picture's first row belong to text printed before moodpick started
/// (`printf 'Mood: '; moodpick` keeps "Mood: " and draws after it).
///
/// Which screen row the picture starts on is the terminal's business (it maps mouse rows and
/// places the rows); the core only ever sees picture rows, 0 at the picture's top.
package struct Viewport: Sendable, Equatable {
    /// The terminal's whole screen.
    package var screen: ScreenSize
    package var placement: Placement
    /// Columns of the picture's first row left to the text before the cursor, 0 or more.
    package var indent: Int

    package init(screen: ScreenSize, placement: Placement, indent: Int = 0) {
        self.screen = screen
        self.placement = placement
        self.indent = max(0, min(indent, screen.columns - 1))
    }

    /// The picture's size: what the picker lays out and the view draws.
    package var picture: ScreenSize { placement.pictureSize(on: screen) }
}
