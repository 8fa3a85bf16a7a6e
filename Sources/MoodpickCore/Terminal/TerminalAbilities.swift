/// What the terminal said it can do, in answer to the start-up probe (docs/TERMINAL.md): a
/// plain value the terminal layer fills once and the rest of moodpick reads. Every field
/// starts at "not known", which means today's behaviour: a terminal that answers nothing (or
/// is never asked: Apple's Terminal, GNU screen, `TERM=dumb`) is drawn exactly as before.
package struct TerminalAbilities: Equatable, Sendable {
    /// A DEC private mode's state as DECRQM (`CSI ? n $ p`) reports it.
    package enum ModeState: Equatable, Sendable {
        /// Not asked, or no reply.
        case unknown
        /// Asked, and the terminal said it does not know the mode (0: not recognized).
        case notRecognized
        /// Known and set (1) or reset (2): it can be turned on and off.
        case set, reset
        /// Known and permanently set (3) or reset (4): it cannot be changed.
        case alwaysSet, alwaysReset

        /// Whether the terminal knows the mode and lets it be turned on.
        package var canTurnOn: Bool { self == .set || self == .reset }
        /// Whether the mode is in effect now (before moodpick changes anything).
        package var isOn: Bool { self == .set || self == .alwaysSet }
    }

    /// DEC 2026, synchronized output.
    package var synchronizedOutput: ModeState = .unknown
    /// DEC 2027, grapheme clustering: widths follow the terminal's clusters.
    package var graphemeClustering: ModeState = .unknown
    /// DEC 1016, SGR mouse reports in pixels.
    package var pixelMouse: ModeState = .unknown
    /// The kitty keyboard protocol's flags in effect, when the terminal answered `CSI ? u`;
    /// nil when it did not (the protocol is absent).
    package var kittyKeyboardFlags: Int?
    /// The size of one cell in pixels (`CSI 16 t`), for pixel mouse reports; nil when unknown.
    package var cellPixels: PixelSize?
    /// The default background colour (OSC 11), 8 bits a channel; nil when unknown.
    package var background: RGB?
    /// Who the terminal says it is (XTVERSION); nil when it did not say.
    package var terminal: Identity?
    /// How it draws pixels (the kitty graphics query `a=q`, DA1's attribute 4); nil: it cannot.
    package var pictures: PictureProtocol?

    /// A cell's width and height in pixels.
    package struct PixelSize: Equatable, Sendable {
        package var width: Int
        package var height: Int
        package init(width: Int, height: Int) { self.width = width; self.height = height }
    }

    /// A colour's red, green and blue, 0–255 each.
    package struct RGB: Equatable, Sendable {
        package var red: Int
        package var green: Int
        package var blue: Int
        package init(red: Int, green: Int, blue: Int) { self.red = red; self.green = green; self.blue = blue }
    }

    /// Nothing known: today's behaviour everywhere.
    package static let none = TerminalAbilities()

    package init(synchronizedOutput: ModeState = .unknown, graphemeClustering: ModeState = .unknown,
                pixelMouse: ModeState = .unknown, kittyKeyboardFlags: Int? = nil,
                cellPixels: PixelSize? = nil, background: RGB? = nil, terminal: Identity? = nil, pictures: PictureProtocol? = nil) {
        self.synchronizedOutput = synchronizedOutput
        self.graphemeClustering = graphemeClustering
        self.pixelMouse = pixelMouse
        self.kittyKeyboardFlags = kittyKeyboardFlags
        self.cellPixels = cellPixels
        self.background = background
        self.terminal = terminal
        self.pictures = pictures
    }
}
